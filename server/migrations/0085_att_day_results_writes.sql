-- Faster writes of stored daily results (issue 13, ADR 0101). Measured on PGlite: a row's two foreign-key checks
-- (one SPI query each, per row) cost more than the row itself, and building the trace as jsonb about as much again.
-- 1. The trace is kept as json (the text as the worker wrote it, read whole by the time card; never queried into).
alter table att_day_results alter column trace drop default;
alter table att_day_results alter column trace type json using trace::json;
alter table att_day_results alter column trace set default '[]'::json;

-- 2. No per-row foreign keys: the worker locks the batch's employees once (`for key share`, the lock a foreign-key
--    check takes, in loadBatchInputs) and writes rows only for the employees it found, so a concurrent delete either
--    waits for the batch or is seen by it. Deleting an employee deletes their days (the cascade the key gave);
--    employees themselves reference their company, so a company's days go with its employees.
alter table att_day_results drop constraint att_day_results_company_id_employee_id_fkey;
alter table att_day_results drop constraint att_day_results_company_id_fkey;

create or replace function app_att_drop_employee_days() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  delete from att_day_results r using att_gone_employees g where r.company_id = g.company_id and r.employee_id = g.id;
  return null;
end $$;
create trigger employees_att_day_results_delete after delete on employees
  referencing old table as att_gone_employees for each statement execute function app_att_drop_employee_days();
