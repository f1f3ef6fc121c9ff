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
