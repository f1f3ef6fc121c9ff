-- The resource kernel's system tables (ADR 0050): permission groups, company users with their groups, and the
-- operation log. All are tenant tables: company_id leads every key, RLS via app_enable_tenant_rls.

-- Permission groups: a name and a set of permission codenames (`personnel.view_employee`, …).
create table auth_groups (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index auth_groups_name_unique on auth_groups (company_id, lower(name));
select app_enable_tenant_rls('auth_groups');

create table auth_group_permissions (
  company_id bigint not null,
  group_id bigint not null,
  codename text not null,
  primary key (company_id, group_id, codename),
  foreign key (company_id, group_id) references auth_groups (company_id, id) on delete cascade
);
select app_enable_tenant_rls('auth_group_permissions');

-- The people of a company as the System area manages them: invited by e-mail (user_id set once the e-mail
-- has an account), with names, groups and an active flag for this company. Memberships (oauth) stay the
-- record of who may sign in to the company; a company user with is_active false holds no permission.
create table auth_company_users (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  email text not null,
  user_id bigint references users (id) on delete set null,
  first_name text not null default '',
  last_name text not null default '',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index auth_company_users_email_unique on auth_company_users (company_id, lower(email));
create unique index auth_company_users_user_unique on auth_company_users (company_id, user_id);
select app_enable_tenant_rls('auth_company_users');

-- user_id is the company user (auth_company_users.id), so an invited person's groups exist before they accept.
create table auth_user_groups (
  company_id bigint not null,
  user_id bigint not null,
  group_id bigint not null,
  primary key (company_id, user_id, group_id),
  foreign key (company_id, user_id) references auth_company_users (company_id, id) on delete cascade,
  foreign key (company_id, group_id) references auth_groups (company_id, id) on delete cascade
);
create index auth_user_groups_group on auth_user_groups (company_id, group_id);
select app_enable_tenant_rls('auth_user_groups');

-- One row per write, written in the write's own transaction (who, what, which object, a summary, from where).
create table operation_logs (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  time timestamptz not null default now(),
  user_id bigint,
  user_email text not null default '',
  action text not null,
  resource text not null,
  object_id text not null default '',
  summary text not null default '',
  ip text not null default '',
  primary key (company_id, id)
);
create index operation_logs_time on operation_logs (company_id, time desc, id desc);
select app_enable_tenant_rls('operation_logs');
