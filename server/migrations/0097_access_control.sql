-- Access control (ADR 0111): time periods (a device "time zone": up to three intervals per weekday and per
-- holiday type), access holidays, access groups, the door settings of terminals that do access control,
-- multi-person unlock combinations, privileges (a group's employees on some of those terminals) and the link
-- of the terminal commands access control queued. Every table is tenant-scoped with RLS.

create table acc_time_periods (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  intervals jsonb not null default '{}',
  remark text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index acc_time_periods_name_unique on acc_time_periods (company_id, lower(name));
select app_enable_tenant_rls('acc_time_periods');

create table acc_holidays (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  holiday_type text not null default '1' check (holiday_type in ('1', '2', '3')),
  start_date date not null,
  end_date date not null,
  recurring boolean not null default false,
  remark text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  check (end_date >= start_date)
);
create unique index acc_holidays_name_unique on acc_holidays (company_id, lower(name));
select app_enable_tenant_rls('acc_holidays');

create table acc_groups (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  no integer not null check (no between 1 and 99),
  name text not null,
  time_period_id bigint not null,
  verify_mode text not null default '0',
  holiday_valid boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, time_period_id) references acc_time_periods (company_id, id)
);
create unique index acc_groups_name_unique on acc_groups (company_id, lower(name));
create unique index acc_groups_no_unique on acc_groups (company_id, no);
create index acc_groups_time_period on acc_groups (company_id, time_period_id);
select app_enable_tenant_rls('acc_groups');

create table acc_terminals (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  terminal_id bigint not null,
  door_name text not null default '',
  lock_open_s integer not null default 5 check (lock_open_s between 0 and 254),
  sensor_type text not null default 'none' check (sensor_type in ('none', 'normally_open', 'normally_closed')),
  sensor_delay_s integer not null default 15 check (sensor_delay_s between 0 and 254),
  verify_mode text not null default '0',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, terminal_id) references terminals (company_id, id) on delete cascade
);
create unique index acc_terminals_terminal_unique on acc_terminals (company_id, terminal_id);
select app_enable_tenant_rls('acc_terminals');

create table acc_combinations (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  acc_terminal_id bigint not null,
  group1_id bigint not null,
  group2_id bigint not null,
  group3_id bigint,
  group4_id bigint,
  group5_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, acc_terminal_id) references acc_terminals (company_id, id) on delete cascade,
  foreign key (company_id, group1_id) references acc_groups (company_id, id),
  foreign key (company_id, group2_id) references acc_groups (company_id, id),
  foreign key (company_id, group3_id) references acc_groups (company_id, id),
  foreign key (company_id, group4_id) references acc_groups (company_id, id),
  foreign key (company_id, group5_id) references acc_groups (company_id, id)
);
create unique index acc_combinations_name_unique on acc_combinations (company_id, lower(name));
select app_enable_tenant_rls('acc_combinations');

create table acc_privileges (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  group_id bigint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, group_id) references acc_groups (company_id, id)
);
create unique index acc_privileges_name_unique on acc_privileges (company_id, lower(name));
create index acc_privileges_group on acc_privileges (company_id, group_id);
select app_enable_tenant_rls('acc_privileges');

create table acc_privilege_terminals (
  company_id bigint not null,
  privilege_id bigint not null,
  acc_terminal_id bigint not null,
  primary key (company_id, privilege_id, acc_terminal_id),
  foreign key (company_id, privilege_id) references acc_privileges (company_id, id) on delete cascade,
  foreign key (company_id, acc_terminal_id) references acc_terminals (company_id, id) on delete cascade
);
create index acc_privilege_terminals_terminal on acc_privilege_terminals (company_id, acc_terminal_id);
select app_enable_tenant_rls('acc_privilege_terminals');

create table acc_privilege_employees (
  company_id bigint not null,
  privilege_id bigint not null,
  employee_id bigint not null,
  primary key (company_id, privilege_id, employee_id),
  foreign key (company_id, privilege_id) references acc_privileges (company_id, id) on delete cascade,
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
create index acc_privilege_employees_employee on acc_privilege_employees (company_id, employee_id);
select app_enable_tenant_rls('acc_privilege_employees');

-- The terminal commands access control queued (the Access control > Command list shows these and the door
-- unlock / alarm reset commands); gone with the command.
create table acc_queued_commands (
  company_id bigint not null,
  command_id bigint not null,
  primary key (company_id, command_id),
  foreign key (company_id, command_id) references terminal_commands (company_id, id) on delete cascade
);
select app_enable_tenant_rls('acc_queued_commands');

-- A view runs with its owner's rights (no RLS), hence the explicit tenant condition, as unregistered_transactions.
create view acc_commands as
  select c.* from terminal_commands c
  where c.company_id = app_current_company()
    and (c.content in ('AC_UNLOCK', 'AC_UNALARM')
      or exists (select 1 from acc_queued_commands q where q.company_id = c.company_id and q.command_id = c.id));
revoke all on acc_commands from timekeep_app;
grant select on acc_commands to timekeep_app;
