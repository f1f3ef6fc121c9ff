-- Stored daily results and the dirty queue that keeps them current (issue 13, attendance-domain.md §4.11,
-- ADR 0081). Tenant tables: company_id leads every key (Citus), RLS on.

-- One row per company, employee and work date: the time card's columns (minutes as integers), the day's
-- timetables (ids; the wire shows their current aliases), the engine's trace as keys + params (translated when
-- read), the fingerprint of the inputs (an unchanged fingerprint writes nothing) and when it was calculated.
create table att_day_results (
  company_id bigint not null references companies (id) on delete cascade,
  employee_id bigint not null,
  work_date date not null,
  status text not null,
  timetable_ids bigint[] not null default '{}',
  -- Local wall clock of the employee's zone, minute precision.
  clock_in timestamp(0),
  clock_out timestamp(0),
  duty integer not null default 0,
  worked integer not null default 0,
  regular integer not null default 0,
  late integer not null default 0,
  early integer not null default 0,
  short integer not null default 0,
  absent integer not null default 0,
  leave integer not null default 0,
  break_deducted integer not null default 0,
  ot integer not null default 0,
  ot1 integer not null default 0,
  ot2 integer not null default 0,
  ot3 integer not null default 0,
  weekly_ot integer not null default 0,
  weekend_ot integer not null default 0,
  holiday_ot integer not null default 0,
  exceptions text[] not null default '{}',
  trace jsonb not null default '[]'::jsonb,
  fingerprint text not null,
  calculated_at timestamptz not null,
  primary key (company_id, employee_id, work_date),
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
create index att_day_results_by_date on att_day_results (company_id, work_date);
select app_enable_tenant_rls('att_day_results');

-- The dirty queue: one row per employee-day to recalculate. `mark` grows on every (re-)marking; the worker
-- deletes a row only if its mark is still the one it claimed, so a punch that arrives during a calculation
-- leaves its day dirty. `claimed_until` keeps one worker per key (serial per employee-day) until it expires.
create sequence att_dirty_marks;
grant usage, select on sequence att_dirty_marks to timekeep_app;
create table att_dirty_days (
  company_id bigint not null references companies (id) on delete cascade,
  employee_id bigint not null,
  work_date date not null,
  mark bigint not null default nextval('att_dirty_marks'),
  claimed_until timestamptz,
  primary key (company_id, employee_id, work_date),
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
select app_enable_tenant_rls('att_dirty_days');
-- The worker finds the companies with work as timekeep_jobs (like the job runner, migration 0005).
grant select on att_dirty_days to timekeep_jobs;
create policy runner_read on att_dirty_days for select to timekeep_jobs using (true);

-- Every punch write marks its terminal-local date ±1 (a night shift of the day before may own it, a check-in
-- window may start the evening before): inserts from /iclock, import and manual entry, an employee linked
-- later, a punch reviewed or moved. Statement-level with transition tables: one insert per statement.
create or replace function app_att_mark_punch_days() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into att_dirty_days (company_id, employee_id, work_date)
    select distinct n.company_id, n.employee_id, n.punch_time::date + d.o
      from att_new_rows n cross join (values (-1), (0), (1)) as d (o)
     where n.employee_id is not null
    on conflict (company_id, employee_id, work_date) do update set mark = excluded.mark;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    insert into att_dirty_days (company_id, employee_id, work_date)
    select distinct o.company_id, o.employee_id, o.punch_time::date + d.o
      from att_old_rows o cross join (values (-1), (0), (1)) as d (o)
     where o.employee_id is not null
       and exists (select 1 from employees e where e.company_id = o.company_id and e.id = o.employee_id)
    on conflict (company_id, employee_id, work_date) do update set mark = excluded.mark;
  end if;
  return null;
end $$;
create trigger transactions_att_dirty_insert after insert on transactions
  referencing new table as att_new_rows for each statement execute function app_att_mark_punch_days();
create trigger transactions_att_dirty_update after update on transactions
  referencing old table as att_old_rows new table as att_new_rows for each statement execute function app_att_mark_punch_days();
create trigger transactions_att_dirty_delete after delete on transactions
  referencing old table as att_old_rows for each statement execute function app_att_mark_punch_days();

-- The worker reads an employee's punches around the dirty dates.
create index transactions_by_employee on transactions (company_id, employee_id, punch_time);
