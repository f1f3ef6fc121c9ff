-- GPS / mobile area (SPEC §2 /gps/*, ADR 0110): mobile-app accounts, allowed punch places per employee and per
-- department, clients, announcements and notices (each to all / departments / employees), the app's operation
-- log. Tenant tables on the resource kernel (ADR 0050): company_id leads every key, RLS on every table.

create table gps_accounts (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  enabled boolean not null default true,
  last_login timestamp(0),
  remarks text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade
);
create unique index gps_accounts_employee_unique on gps_accounts (company_id, employee);
select app_enable_tenant_rls('gps_accounts');

create table gps_employee_locations (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  name text not null,
  address text not null default '',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  radius integer not null default 200 check (radius between 1 and 100000),
  start_date date,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade,
  check (start_date is null or end_date is null or end_date >= start_date)
);
create index gps_employee_locations_employee on gps_employee_locations (company_id, employee);
select app_enable_tenant_rls('gps_employee_locations');

create table gps_department_locations (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  department bigint not null,
  name text not null,
  address text not null default '',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  radius integer not null default 200 check (radius between 1 and 100000),
  start_date date,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, department) references departments (company_id, id) on delete cascade,
  check (start_date is null or end_date is null or end_date >= start_date)
);
create index gps_department_locations_department on gps_department_locations (company_id, department);
select app_enable_tenant_rls('gps_department_locations');

create table gps_clients (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  code text not null default '',
  contact text not null default '',
  phone text not null default '',
  email text not null default '',
  address text not null default '',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  radius integer not null default 200 check (radius between 1 and 100000),
  remarks text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index gps_clients_name_unique on gps_clients (company_id, lower(name));
select app_enable_tenant_rls('gps_clients');

create table gps_announcements (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  title text not null,
  content text not null,
  audience text not null default 'all' check (audience in ('all', 'departments', 'employees')),
  start_date date not null,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  check (end_date is null or end_date >= start_date)
);
create index gps_announcements_start on gps_announcements (company_id, start_date);
select app_enable_tenant_rls('gps_announcements');

create table gps_announcement_departments (
  company_id bigint not null,
  announcement_id bigint not null,
  department_id bigint not null,
  primary key (company_id, announcement_id, department_id),
  foreign key (company_id, announcement_id) references gps_announcements (company_id, id) on delete cascade,
  foreign key (company_id, department_id) references departments (company_id, id) on delete cascade
);
select app_enable_tenant_rls('gps_announcement_departments');

create table gps_announcement_employees (
  company_id bigint not null,
  announcement_id bigint not null,
  employee_id bigint not null,
  primary key (company_id, announcement_id, employee_id),
  foreign key (company_id, announcement_id) references gps_announcements (company_id, id) on delete cascade,
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
select app_enable_tenant_rls('gps_announcement_employees');

create table gps_notices (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  title text not null,
  content text not null,
  audience text not null default 'all' check (audience in ('all', 'departments', 'employees')),
  start_date date not null,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  check (end_date is null or end_date >= start_date)
);
create index gps_notices_start on gps_notices (company_id, start_date);
select app_enable_tenant_rls('gps_notices');

create table gps_notice_departments (
  company_id bigint not null,
  notice_id bigint not null,
  department_id bigint not null,
  primary key (company_id, notice_id, department_id),
  foreign key (company_id, notice_id) references gps_notices (company_id, id) on delete cascade,
  foreign key (company_id, department_id) references departments (company_id, id) on delete cascade
);
select app_enable_tenant_rls('gps_notice_departments');

create table gps_notice_employees (
  company_id bigint not null,
  notice_id bigint not null,
  employee_id bigint not null,
  primary key (company_id, notice_id, employee_id),
  foreign key (company_id, notice_id) references gps_notices (company_id, id) on delete cascade,
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
select app_enable_tenant_rls('gps_notice_employees');

-- Written by the mobile API; an employee's rows outlive the employee (emp_code kept, employee set null).
create table gps_operation_logs (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  time timestamp(0) not null,
  employee bigint,
  emp_code text not null default '',
  action text not null check (action in ('sign_in', 'sign_out', 'punch', 'request', 'approval', 'other')),
  description text not null default '',
  device text not null default '',
  ip text not null default '',
  latitude double precision,
  longitude double precision,
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete set null (employee)
);
create index gps_operation_logs_time on gps_operation_logs (company_id, time);
select app_enable_tenant_rls('gps_operation_logs');
