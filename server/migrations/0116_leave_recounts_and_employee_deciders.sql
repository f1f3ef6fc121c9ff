-- Leaves filed before migration 0099 kept that migration's day counts (no rest days left out: only the attendance
-- engine can tell them) until something recounted them (ADR 0125). Each company with pending or approved leaves is
-- due one recount by the engine: a job per company (`requests.leave-recount`) recounts them in the company's
-- transaction and deletes the company's row there, so a recount that failed or was cut short is done again and one
-- that committed never is. The scheduler at start-up (as timekeep_jobs, like the nightly pass, migration 0081)
-- enqueues the due companies, stamping `enqueued_at` in the same transaction.
create table leave_recounts_due (
  company_id bigint not null references companies (id) on delete cascade,
  enqueued_at timestamptz,
  primary key (company_id)
);
select app_enable_tenant_rls('leave_recounts_due');
grant select, update on leave_recounts_due to timekeep_jobs;
create policy scheduler_all on leave_recounts_due for all to timekeep_jobs using (true) with check (true);
insert into leave_recounts_due (company_id)
  select distinct company_id from leave_requests where status in ('pending', 'approved');

-- A decision (or a withdrawal) through an employee login took the reserved `user: -1` in migration 0099. The pinned
-- `history[].user` is the deciding user's id and -1 is nobody's: such entries get `user: null`, and `employee`
-- (already there) names who decided (ADR 0125).
create function pg_temp.employee_deciders(history jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when h -> 'user' = '-1'::jsonb then h || '{"user": null}'::jsonb else h end order by n), '[]'::jsonb)
    from jsonb_array_elements(history) with ordinality as x (h, n)
$$;
update manual_log_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == -1)');
update leave_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == -1)');
update overtime_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == -1)');
update training_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == -1)');
update swap_schedule_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == -1)');
drop function pg_temp.employee_deciders(jsonb);
