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
