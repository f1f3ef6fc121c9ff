-- Requests and approvals (issue 14, ADR 0080): workflow roles, workflows and their levels, leave types and the
-- five request kinds, each carrying the approval chain it was routed by (`chain`, a snapshot) and its
-- decisions (`history`). Columns of ref fields are named like the fields.

create table workflow_roles (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  kind text not null default 'users' check (kind in ('users', 'department_head')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index workflow_roles_name_unique on workflow_roles (company_id, lower(name));
select app_enable_tenant_rls('workflow_roles');

-- user_id is the company user (auth_company_users.id), as the System users list shows them.
create table workflow_role_users (
  company_id bigint not null,
  role_id bigint not null,
  user_id bigint not null,
  primary key (company_id, role_id, user_id),
  foreign key (company_id, role_id) references workflow_roles (company_id, id) on delete cascade,
  foreign key (company_id, user_id) references auth_company_users (company_id, id) on delete cascade
);
select app_enable_tenant_rls('workflow_role_users');

create table workflows (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  request_type text not null check (request_type in ('manual_log', 'leave', 'overtime', 'training', 'swap_schedule')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index workflows_name_unique on workflows (company_id, lower(name));
select app_enable_tenant_rls('workflows');

create table workflow_departments (
  company_id bigint not null,
  workflow_id bigint not null,
  department_id bigint not null,
  primary key (company_id, workflow_id, department_id),
  foreign key (company_id, workflow_id) references workflows (company_id, id) on delete cascade,
  foreign key (company_id, department_id) references departments (company_id, id) on delete cascade
);
select app_enable_tenant_rls('workflow_departments');

create table workflow_nodes (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  workflow bigint not null,
  level integer not null check (level between 1 and 10),
  role bigint,
  mode text not null default 'any' check (mode in ('any', 'all')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, workflow) references workflows (company_id, id) on delete cascade,
  foreign key (company_id, role) references workflow_roles (company_id, id)
);
create unique index workflow_nodes_level_unique on workflow_nodes (company_id, workflow, level);
select app_enable_tenant_rls('workflow_nodes');

create table workflow_node_users (
  company_id bigint not null,
  node_id bigint not null,
  user_id bigint not null,
  primary key (company_id, node_id, user_id),
  foreign key (company_id, node_id) references workflow_nodes (company_id, id) on delete cascade,
  foreign key (company_id, user_id) references auth_company_users (company_id, id) on delete cascade
);
select app_enable_tenant_rls('workflow_node_users');

create table leave_types (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  unit text not null default 'day' check (unit in ('day', 'half_day', 'hour')),
  paid boolean not null default true,
  yearly_entitlement double precision check (yearly_entitlement >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index leave_types_name_unique on leave_types (company_id, lower(name));
select app_enable_tenant_rls('leave_types');

-- The engine's columns, the same in every request table:
--   status, level (the level waiting, or the last one decided), levels (the chain's length),
--   chain jsonb [{level, mode: 'any'|'all', approvers: [{user}|{employee}|{admins: true}]}],
--   history jsonb [{level, user, employee, decision, comment, time}], who filed it (user or employee login).
create table manual_log_requests (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  punch_time timestamp not null,
  punch_state integer not null default 0,
  work_code text not null default '',
  reason text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  level integer not null default 1,
  levels integer not null default 1,
  chain jsonb not null default '[]'::jsonb,
  history jsonb not null default '[]'::jsonb,
  filed_by_user bigint,
  filed_by_employee bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade
);
create index manual_log_requests_employee on manual_log_requests (company_id, employee);
create index manual_log_requests_pending on manual_log_requests (company_id) where status = 'pending';
select app_enable_tenant_rls('manual_log_requests');

create table leave_requests (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  leave_type bigint not null,
  start_time timestamp not null,
  end_time timestamp not null,
  reason text not null default '',
  attachment text not null default '',
  days double precision not null default 0,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  level integer not null default 1,
  levels integer not null default 1,
  chain jsonb not null default '[]'::jsonb,
  history jsonb not null default '[]'::jsonb,
  filed_by_user bigint,
  filed_by_employee bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade,
  foreign key (company_id, leave_type) references leave_types (company_id, id)
);
create index leave_requests_employee on leave_requests (company_id, employee, start_time);
create index leave_requests_pending on leave_requests (company_id) where status = 'pending';
select app_enable_tenant_rls('leave_requests');

create table overtime_requests (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  overtime_type text not null default 'normal' check (overtime_type in ('normal', 'weekend', 'holiday')),
  start_time timestamp not null,
  end_time timestamp not null,
  reason text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  level integer not null default 1,
  levels integer not null default 1,
  chain jsonb not null default '[]'::jsonb,
  history jsonb not null default '[]'::jsonb,
  filed_by_user bigint,
  filed_by_employee bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade
);
create index overtime_requests_employee on overtime_requests (company_id, employee);
create index overtime_requests_pending on overtime_requests (company_id) where status = 'pending';
select app_enable_tenant_rls('overtime_requests');

create table training_requests (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  training_type bigint not null,
  start_time timestamp not null,
  end_time timestamp not null,
  reason text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  level integer not null default 1,
  levels integer not null default 1,
  chain jsonb not null default '[]'::jsonb,
  history jsonb not null default '[]'::jsonb,
  filed_by_user bigint,
  filed_by_employee bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade,
  foreign key (company_id, training_type) references training_types (company_id, id)
);
create index training_requests_employee on training_requests (company_id, employee);
create index training_requests_pending on training_requests (company_id) where status = 'pending';
select app_enable_tenant_rls('training_requests');

create table swap_schedule_requests (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  swap_with bigint not null,
  date date not null,
  swap_date date not null,
  reason text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  level integer not null default 1,
  levels integer not null default 1,
  chain jsonb not null default '[]'::jsonb,
  history jsonb not null default '[]'::jsonb,
  filed_by_user bigint,
  filed_by_employee bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade,
  foreign key (company_id, swap_with) references employees (company_id, id) on delete cascade
);
create index swap_schedule_requests_employee on swap_schedule_requests (company_id, employee);
create index swap_schedule_requests_pending on swap_schedule_requests (company_id) where status = 'pending';
select app_enable_tenant_rls('swap_schedule_requests');
