-- One punch batch stored by a plain insert first, ON CONFLICT only when a key already exists (issue 12, ADR 0123).
-- A speculative insert (ON CONFLICT) searches the device key's index for every row before inserting it, and the
-- insert searches it again; measured on PGlite this was about a fifth of a 500-row insert's CPU time, for batches
-- that are almost always all new. The plain insert still cannot store a duplicate: the unique index
-- transactions_device_key refuses it (unique_violation), and then this batch is inserted again with ON CONFLICT
-- DO NOTHING, after the exception block has rolled the first attempt back whole. A duplicate within the batch, a
-- replay and a concurrent writer of the same key on PostgreSQL (its insert waits for the other's commit, then
-- fails the same way) all take that path. Any other error is not caught. Invoker's rights: RLS applies as for
-- the statement it replaces. Returns the number of rows stored. The terminal server uses it on PGlite only (ADR 0123: on
-- PostgreSQL each call's subtransaction would count against the 64 cached per transaction).
create or replace function app_insert_punches(
  p_company bigint, p_terminal bigint, p_sn text, p_upload timestamptz,
  p_pins text[], p_times text[], p_utcs text[], p_states integer[], p_verifies integer[], p_work_codes text[],
  p_flags text[], p_suspects boolean[], p_reviews boolean[], p_record_indexes bigint[], p_raws text[]
) returns bigint
language plpgsql as $$
declare
  stored bigint;
begin
  begin
    insert into transactions (company_id, terminal_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc,
      punch_state, verify_type, work_code, time_flag, clock_suspect, needs_review, record_index, raw_line, upload_time)
    select p_company, p_terminal, p_sn, v.pin, e.id, v.t::timestamp, v.u::timestamptz,
      v.st, v.vf, v.wc, v.fl, v.cs, v.nr, v.ri, v.raw, p_upload
    from unnest(p_pins, p_times, p_utcs, p_states, p_verifies, p_work_codes, p_flags, p_suspects, p_reviews,
      p_record_indexes, p_raws) as v(pin, t, u, st, vf, wc, fl, cs, nr, ri, raw)
    left join employees e on e.company_id = p_company and e.emp_code = v.pin;
    get diagnostics stored = row_count;
  exception when unique_violation then
    insert into transactions (company_id, terminal_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc,
      punch_state, verify_type, work_code, time_flag, clock_suspect, needs_review, record_index, raw_line, upload_time)
    select p_company, p_terminal, p_sn, v.pin, e.id, v.t::timestamp, v.u::timestamptz,
      v.st, v.vf, v.wc, v.fl, v.cs, v.nr, v.ri, v.raw, p_upload
    from unnest(p_pins, p_times, p_utcs, p_states, p_verifies, p_work_codes, p_flags, p_suspects, p_reviews,
      p_record_indexes, p_raws) as v(pin, t, u, st, vf, wc, fl, cs, nr, ri, raw)
    left join employees e on e.company_id = p_company and e.emp_code = v.pin
    on conflict (company_id, terminal_sn, emp_code, punch_time) do nothing;
    get diagnostics stored = row_count;
  end;
  return stored;
end $$;

-- On PGlite the punch's key to its employee becomes statement triggers (ADR 0123, as 0093 did for the company and
-- the terminal, 0085 for the day results). The key's check is a per-row trigger: a `for key share` query per punch
-- that found an employee (measured: 16 % of a 500-row insert's CPU when every PIN is an employee), and a call even
-- for the rows without one. PGlite has one connection, so nothing can delete an employee between a statement and
-- its check at the statement's end. PostgreSQL keeps the key (concurrent writers, Citus; ADR 0105).
do $engine$
declare
  engine text := current_setting('timekeep.engine', true);
begin
  if engine is null or engine not in ('pglite', 'postgres') then
    raise exception 'migration 0115 must run through migrate() (timekeep.engine is %)', coalesce(engine, 'unset');
  end if;
  if engine = 'pglite' then
    alter table transactions drop constraint transactions_company_id_employee_id_fkey;

    -- The check: every employee a written punch names exists in the punch's company.
    create function app_check_punch_employees() returns trigger
    language plpgsql security definer set search_path = public as $fn$
    declare
      missing record;
    begin
      select n.company_id, n.employee_id into missing
        from app_new_punches n
       where n.employee_id is not null
         and not exists (select 1 from employees e where e.company_id = n.company_id and e.id = n.employee_id)
       limit 1;
      if found then
        raise foreign_key_violation using
          message = 'insert or update on table "transactions" violates foreign key constraint "transactions_company_id_employee_id_fkey"',
          detail = format('Key (company_id, employee_id)=(%s, %s) is not present in table "employees".', missing.company_id, missing.employee_id);
      end if;
      return null;
    end $fn$;
    create trigger transactions_employee_check_insert after insert on transactions
      referencing new table as app_new_punches for each statement execute function app_check_punch_employees();
    create trigger transactions_employee_check_update after update on transactions
      referencing new table as app_new_punches for each statement execute function app_check_punch_employees();

    -- What the key's ON DELETE SET NULL (employee_id) did (migration 0073): a punch outlives its employee.
    create function app_unlink_employee_punches() returns trigger
    language plpgsql security definer set search_path = public as $fn$
    begin
      update transactions p set employee_id = null
        from app_gone_employees g
       where p.company_id = g.company_id and p.employee_id = g.id;
      return null;
    end $fn$;
    create trigger employees_unlink_punches after delete on employees
      referencing old table as app_gone_employees for each statement execute function app_unlink_employee_punches();
  end if;
end $engine$;
