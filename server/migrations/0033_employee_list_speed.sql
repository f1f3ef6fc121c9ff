-- The employee list at 100,000 employees a company (issue 16 item 12, ADR 0046).

-- List order (emp_code, then id) straight from an index, and page keys from an index-only scan.
create index employees_list_order on employees (company_id, emp_code, id);

-- `search=` (ILIKE '%text%' on code, first and last name) through trigrams. pg_trgm is a trusted contrib
-- extension on PostgreSQL 15 and is loaded into PGlite by src/db/pglite-options.ts.
create extension if not exists pg_trgm;
create index employees_search_trgm on employees
  using gin (emp_code gin_trgm_ops, first_name gin_trgm_ops, last_name gin_trgm_ops);

-- The rows the list filters, searches, counts and pages over (ids and sort keys only; the page's records are
-- then read from employees under RLS). Row-level security keeps an index from evaluating ILIKE before the
-- tenant policy (ILIKE is not leakproof), so the trigram index would never be used through the policy; this
-- view is read with its owner's rights (the migrating role; RLS is bypassed when that is a superuser, as on
-- PGlite) and carries the same tenant condition as the policy itself. Select-only for timekeep_app.
create view employee_list_keys as
  select company_id, id, emp_code, first_name, last_name, department_id, area_id, position_id, enable_att, resigned
  from employees
  where company_id = app_current_company();
revoke all on employee_list_keys from timekeep_app;
grant select on employee_list_keys to timekeep_app;

-- Exact list totals without count(*): per company, how many employees there are, how many have resigned,
-- how many keep attendance, and how many of those have resigned (every resigned/enable_att combination of
-- the list filters follows from these four). Kept by statement triggers in the writing transaction.
create table employee_counts (
  company_id bigint primary key,
  total bigint not null default 0,
  resigned bigint not null default 0,
  enable_att bigint not null default 0,
  resigned_enable_att bigint not null default 0
);
select app_enable_tenant_rls('employee_counts');

-- Each trigger adds what its statement changed (one row per company, in company order); a statement that
-- changes no count (an ordinary edit) writes and locks nothing. Transition tables are visible only inside
-- the trigger function itself, hence three functions.
create or replace function employee_counts_on_insert() returns trigger
language plpgsql as $$
begin
  insert into employee_counts as c (company_id, total, resigned, enable_att, resigned_enable_att)
  select company_id, sum(total), sum(resigned), sum(enable_att), sum(resigned_enable_att) from (
    select company_id, 1 as total, resigned::int as resigned, enable_att::int as enable_att,
           (resigned and enable_att)::int as resigned_enable_att
    from employee_counts_new
  ) d
  group by company_id
  having sum(total) <> 0 or sum(resigned) <> 0 or sum(enable_att) <> 0 or sum(resigned_enable_att) <> 0
  order by company_id
  on conflict (company_id) do update set
    total = c.total + excluded.total,
    resigned = c.resigned + excluded.resigned,
    enable_att = c.enable_att + excluded.enable_att,
    resigned_enable_att = c.resigned_enable_att + excluded.resigned_enable_att;
  return null;
end $$;

create or replace function employee_counts_on_delete() returns trigger
language plpgsql as $$
begin
  insert into employee_counts as c (company_id, total, resigned, enable_att, resigned_enable_att)
  select company_id, sum(total), sum(resigned), sum(enable_att), sum(resigned_enable_att) from (
    select company_id, -1 as total, -resigned::int as resigned, -enable_att::int as enable_att,
           -(resigned and enable_att)::int as resigned_enable_att
    from employee_counts_old
  ) d
  group by company_id
  having sum(total) <> 0 or sum(resigned) <> 0 or sum(enable_att) <> 0 or sum(resigned_enable_att) <> 0
  order by company_id
  on conflict (company_id) do update set
    total = c.total + excluded.total,
    resigned = c.resigned + excluded.resigned,
    enable_att = c.enable_att + excluded.enable_att,
    resigned_enable_att = c.resigned_enable_att + excluded.resigned_enable_att;
  return null;
end $$;

create or replace function employee_counts_on_update() returns trigger
language plpgsql as $$
begin
  insert into employee_counts as c (company_id, total, resigned, enable_att, resigned_enable_att)
  select company_id, sum(total), sum(resigned), sum(enable_att), sum(resigned_enable_att) from (
    select company_id, 1 as total, resigned::int as resigned, enable_att::int as enable_att,
           (resigned and enable_att)::int as resigned_enable_att
    from employee_counts_new
    union all
    select company_id, -1, -resigned::int, -enable_att::int, -(resigned and enable_att)::int
    from employee_counts_old
  ) d
  group by company_id
  having sum(total) <> 0 or sum(resigned) <> 0 or sum(enable_att) <> 0 or sum(resigned_enable_att) <> 0
  order by company_id
  on conflict (company_id) do update set
    total = c.total + excluded.total,
    resigned = c.resigned + excluded.resigned,
    enable_att = c.enable_att + excluded.enable_att,
    resigned_enable_att = c.resigned_enable_att + excluded.resigned_enable_att;
  return null;
end $$;

create trigger employee_counts_insert after insert on employees
  referencing new table as employee_counts_new for each statement execute function employee_counts_on_insert();
create trigger employee_counts_delete after delete on employees
  referencing old table as employee_counts_old for each statement execute function employee_counts_on_delete();
create trigger employee_counts_update after update on employees
  referencing old table as employee_counts_old new table as employee_counts_new
  for each statement execute function employee_counts_on_update();

insert into employee_counts (company_id, total, resigned, enable_att, resigned_enable_att)
select company_id, count(*), count(*) filter (where resigned), count(*) filter (where enable_att),
       count(*) filter (where resigned and enable_att)
from employees group by company_id;
