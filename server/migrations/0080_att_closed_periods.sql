-- Closed (locked) payroll periods (issue 13, ADR 0094). While a row exists, the stored day results of its dates
-- (the whole company, or one department and its sub-departments) are not recalculated: punches and changes are
-- recorded, the days keep their values. Deleting the row reopens the period and marks its days dirty.
create table att_closed_periods (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  start_date date not null,
  end_date date not null,
  -- null: the whole company
  department bigint,
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, department) references departments (company_id, id) on delete cascade,
  check (end_date >= start_date)
);
create index att_closed_periods_dates on att_closed_periods (company_id, end_date, start_date);
select app_enable_tenant_rls('att_closed_periods');
