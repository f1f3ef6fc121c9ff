-- An automatic approval or rejection of the approval sweep (migration 0099) took the reserved `user: 0` in its
-- `history` entry. The pinned `history[].user` is the deciding user's id and 0 is nobody's: like an employee login's
-- decision (migration 0116), such entries get `user: null`; `employee` is null too, which is what marks a decision no
-- person took (`isAutomaticDecision`, ADR 0103 amendment). The request's `events` still say why.
create function pg_temp.automatic_deciders(history jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when h -> 'user' = '0'::jsonb then h || '{"user": null}'::jsonb else h end order by n), '[]'::jsonb)
    from jsonb_array_elements(history) with ordinality as x (h, n)
$$;
update manual_log_requests set history = pg_temp.automatic_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == 0)');
update leave_requests set history = pg_temp.automatic_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == 0)');
update overtime_requests set history = pg_temp.automatic_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == 0)');
update training_requests set history = pg_temp.automatic_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == 0)');
update swap_schedule_requests set history = pg_temp.automatic_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == 0)');
drop function pg_temp.automatic_deciders(jsonb);
