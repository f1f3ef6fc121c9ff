-- A request's escalations and automatic steps leave `history` (ADR 0103, issue 14): api-contracts.md pins
-- `history[]` as decisions — `decision` 'approved'|'rejected'|'withdrawn', `user` the deciding user's id — and the
-- approval sweep (ADR 0099) wrote `escalated` entries and automatic decisions with `user: null`. They become
-- `events` [{level, type: 'escalated'|'approved'|'rejected', reason: 'timeout'|'approver_left', days?, time}]; an
-- automatic approval or rejection stays in `history` too, decided by user 0 (no users.id is 0: identity starts at 1).
alter table manual_log_requests add column events jsonb not null default '[]'::jsonb;
alter table leave_requests add column events jsonb not null default '[]'::jsonb;
alter table overtime_requests add column events jsonb not null default '[]'::jsonb;
alter table training_requests add column events jsonb not null default '[]'::jsonb;
alter table swap_schedule_requests add column events jsonb not null default '[]'::jsonb;

-- The sweep's old entries (they carry `auto`) move; the order of each list is kept.
create function pg_temp.request_events(history jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object('level', h -> 'level', 'type', h -> 'decision', 'reason', h -> 'auto',
      'days', h -> 'days', 'time', h -> 'time')) order by n), '[]'::jsonb)
    from jsonb_array_elements(history) with ordinality as x (h, n) where h ? 'auto'
$$;
create function pg_temp.request_decisions(history jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when h ? 'auto' then (h - 'auto' - 'days') || jsonb_build_object('user', 0, 'employee', null) else h end order by n), '[]'::jsonb)
    from jsonb_array_elements(history) with ordinality as x (h, n) where h ->> 'decision' <> 'escalated'
$$;
update manual_log_requests set events = pg_temp.request_events(history), history = pg_temp.request_decisions(history) where jsonb_path_exists(history, '$[*].auto');
update leave_requests set events = pg_temp.request_events(history), history = pg_temp.request_decisions(history) where jsonb_path_exists(history, '$[*].auto');
update overtime_requests set events = pg_temp.request_events(history), history = pg_temp.request_decisions(history) where jsonb_path_exists(history, '$[*].auto');
update training_requests set events = pg_temp.request_events(history), history = pg_temp.request_decisions(history) where jsonb_path_exists(history, '$[*].auto');
update swap_schedule_requests set events = pg_temp.request_events(history), history = pg_temp.request_decisions(history) where jsonb_path_exists(history, '$[*].auto');
drop function pg_temp.request_events(jsonb);
drop function pg_temp.request_decisions(jsonb);
