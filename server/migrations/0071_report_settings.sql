-- Report settings (issue 15, ADR 0074): pay codes (how each total prints: unit, step, rounding, symbol, colour),
-- punch-state labels, and one report setting per company. Tenant tables under RLS like every kernel resource.

create table pay_codes (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  key text not null,
  unit text not null default 'hour' check (unit in ('minute', 'hour', 'day')),
  minimum_unit numeric(8, 2) not null check (minimum_unit > 0),
  round_mode text not null default 'half' check (round_mode in ('down', 'half', 'up')),
  minutes_per_day integer not null default 480 check (minutes_per_day between 1 and 1440),
  symbol text not null default '',
  color text not null default '#1677ff',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index pay_codes_name_unique on pay_codes (company_id, lower(name));
create unique index pay_codes_key_unique on pay_codes (company_id, key);
select app_enable_tenant_rls('pay_codes');

create table punch_states (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  code integer not null check (code between 0 and 255),
  label text not null,
  meaning text not null default 'check_in'
    check (meaning in ('check_in', 'check_out', 'break_out', 'break_in', 'overtime_in', 'overtime_out', 'ignore')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index punch_states_code_unique on punch_states (company_id, code);
select app_enable_tenant_rls('punch_states');

-- One row per company, written on the first change (the defaults of REPORT_SETTING_CONTRACT until then).
create table report_settings (
  company_id bigint not null references companies (id) on delete cascade,
  present_rule text not null default 'any_punch' check (present_rule in ('any_punch', 'worked')),
  present_minutes integer not null default 240,
  late_as_absent integer not null default 0,
  early_as_absent integer not null default 0,
  missing_punch text not null default 'incomplete' check (missing_punch in ('absent', 'present', 'incomplete')),
  day_split text not null default 'schedule' check (day_split in ('schedule', 'calendar')),
  day_change time not null default '00:00',
  first_day_of_week text not null default '1' check (first_day_of_week in ('0', '1', '2', '3', '4', '5', '6')),
  leave_as_present boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (company_id)
);
select app_enable_tenant_rls('report_settings');
