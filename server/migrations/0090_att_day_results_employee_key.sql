-- Stored daily results keep their foreign key to employees on PostgreSQL (ADR 0105, amending ADR 0101).
-- Migration 0085 replaced the key (a per-row check, measured costly on PGlite) with a statement trigger on
-- employees. Citus, the scale-out path (ADR 0010), supports a foreign key between tables co-located by company_id
-- but not that trigger. On PostgreSQL the key costs little, so it comes back with its cascade and the trigger
-- goes; PGlite keeps the trigger. `timekeep.engine` is set by the migration runner (migrate.ts).
-- The companies key dropped by 0085 is not restored: employees reference their company, so this key implies it,
-- and a company's deletion reaches the days through its employees.
do $engine$
declare
  engine text := current_setting('timekeep.engine', true);
begin
  if engine is null or engine not in ('pglite', 'postgres') then
    raise exception 'migration 0090 must run through migrate() (timekeep.engine is %)', coalesce(engine, 'unset');
  end if;
  if engine = 'postgres' then
    drop trigger employees_att_day_results_delete on employees;
    drop function app_att_drop_employee_days();
    -- None are expected (the trigger removed days with their employee); a leftover would fail the key's check.
    delete from att_day_results r
     where not exists (select 1 from employees e where e.company_id = r.company_id and e.id = r.employee_id);
    alter table att_day_results add constraint att_day_results_company_id_employee_id_fkey
      foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade;
  end if;
end $engine$;
