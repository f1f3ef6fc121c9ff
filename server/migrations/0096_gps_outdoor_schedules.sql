-- Outdoor schedules (SPEC §2 /gps/outdoor-schedule, schedule-planner; ADR 0110): an employee at a client on a
-- date within a time window. The schedule / unscheduled reports read mobile punches (transactions with source
-- 'mobile') inside / outside those windows through two views.

create table gps_outdoor_schedules (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  client bigint not null,
  date date not null,
  start_time time(0) not null,
  end_time time(0) not null,
  remarks text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade,
  foreign key (company_id, client) references gps_clients (company_id, id),
  check (end_time > start_time)
);
create index gps_outdoor_schedules_employee on gps_outdoor_schedules (company_id, employee, date);
create index gps_outdoor_schedules_date on gps_outdoor_schedules (company_id, date);
create index gps_outdoor_schedules_client on gps_outdoor_schedules (company_id, client);
select app_enable_tenant_rls('gps_outdoor_schedules');

-- Views run with their owner's rights (no RLS), hence the explicit tenant condition, as unregistered_transactions.
create view gps_scheduled_punches as
  select t.company_id, t.id, t.employee_id as employee, t.emp_code, t.punch_time, s.client, s.start_time, s.end_time
  from transactions t
  join lateral (
    select o.client, o.start_time, o.end_time from gps_outdoor_schedules o
    where o.company_id = t.company_id and o.employee = t.employee_id and o.date = t.punch_time::date
      and t.punch_time::time between o.start_time and o.end_time
    order by o.start_time, o.id limit 1
  ) s on true
  where t.company_id = app_current_company() and t.source = 'mobile';
revoke all on gps_scheduled_punches from timekeep_app;
grant select on gps_scheduled_punches to timekeep_app;

create view gps_unscheduled_punches as
  select t.company_id, t.id, t.employee_id as employee, t.emp_code, t.punch_time
  from transactions t
  where t.company_id = app_current_company() and t.source = 'mobile' and t.employee_id is not null
    and not exists (
      select 1 from gps_outdoor_schedules o
      where o.company_id = t.company_id and o.employee = t.employee_id and o.date = t.punch_time::date
        and t.punch_time::time between o.start_time and o.end_time
    );
revoke all on gps_unscheduled_punches from timekeep_app;
grant select on gps_unscheduled_punches to timekeep_app;
