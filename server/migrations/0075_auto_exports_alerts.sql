-- Scheduled delivery, schedules (issue 15, ADR 0090): report deliveries ("auto exports") and the daily attendance
-- alert setting. Each keeps `next_run_at` (UTC); the scheduler, as timekeep_jobs (like the job runner, migration
-- 0005), finds due rows of every company and moves `next_run_at` on with a compare-and-set in the transaction that
-- enqueues the run's job: one run per due time, whatever the number of processes or restarts.

create table auto_exports (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  report text not null,
  format text not null default 'xlsx' check (format in ('xlsx', 'csv', 'pdf')),
  period text not null default 'yesterday' check (period in ('yesterday', 'last_7_days', 'last_week', 'last_month', 'this_month')),
  recipients text not null,
  frequency text not null default 'daily' check (frequency in ('daily', 'weekly', 'monthly')),
  time time not null default '07:00',
  weekday text not null default '1' check (weekday in ('0', '1', '2', '3', '4', '5', '6')),
  month_day integer not null default 1 check (month_day between 1 and 31),
  language text not null default 'en',
  is_active boolean not null default true,
  next_run_at timestamptz,
  last_run_at timestamptz,
  last_status text check (last_status in ('sent', 'failed')),
  last_error text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index auto_exports_name_unique on auto_exports (company_id, lower(name));
create index auto_exports_due on auto_exports (next_run_at) where is_active;
select app_enable_tenant_rls('auto_exports');

create table auto_export_departments (
  company_id bigint not null,
  auto_export_id bigint not null,
  department_id bigint not null,
  primary key (company_id, auto_export_id, department_id),
  foreign key (company_id, auto_export_id) references auto_exports (company_id, id) on delete cascade,
  foreign key (company_id, department_id) references departments (company_id, id) on delete cascade
);
select app_enable_tenant_rls('auto_export_departments');

create table alert_settings (
  company_id bigint not null references companies (id) on delete cascade,
  is_active boolean not null default false,
  time time not null default '10:00',
  late boolean not null default true,
  absent boolean not null default true,
  missing_punch boolean not null default true,
  recipients text not null default 'department_heads' check (recipients in ('department_heads', 'users')),
  users bigint[] not null default '{}',
  next_run_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (company_id)
);
create index alert_settings_due on alert_settings (next_run_at) where is_active;
select app_enable_tenant_rls('alert_settings');

-- The scheduler reads due rows of every company and claims them (only next_run_at changes).
grant select, update on auto_exports, alert_settings to timekeep_jobs;
create policy scheduler_all on auto_exports for all to timekeep_jobs using (true) with check (true);
create policy scheduler_all on alert_settings for all to timekeep_jobs using (true) with check (true);
grant select (id, company_timezone) on companies to timekeep_jobs;
