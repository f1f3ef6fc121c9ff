-- Leave balance adjustments (issue 14, ADR 0092): days added to (or taken from) an employee's balance of a leave
-- type for one year — a correction, a carried-over remainder, a grant. The balance ledger of a year is
-- entitlement + adjustments − taken − pending.
create table leave_adjustments (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  leave_type bigint not null,
  year integer not null check (year between 1970 and 9999),
  days double precision not null check (days between -366 and 366 and days <> 0),
  reason text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade,
  foreign key (company_id, leave_type) references leave_types (company_id, id)
);
create index leave_adjustments_employee on leave_adjustments (company_id, employee, year);
select app_enable_tenant_rls('leave_adjustments');
