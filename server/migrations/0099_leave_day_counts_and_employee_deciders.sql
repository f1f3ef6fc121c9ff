-- Leave days stored per date (issue 14, ADR 0112): `day_counts` {"YYYY-MM-DD": days} holds what each date of a leave
-- counts (dates that count nothing are left out) and `days` is their sum. The server writes both when a leave is
-- filed or changed and recounts them when holidays or schedules change; balances and the leave reports add them
-- up. Existing leaves are counted here by the rules so far (the unit's arithmetic, the employee's holidays for a
-- type that does not count them); the rest days of their schedules are left out once something recounts them.
alter table leave_requests add column day_counts jsonb not null default '{}'::jsonb;

update leave_requests l set day_counts = c.counts, days = c.total
from (
  select q.company_id, q.id,
    jsonb_object_agg(to_char(g.day, 'YYYY-MM-DD'), round(d.days::numeric, 2)) as counts,
    cast(sum(round(d.days::numeric, 2)) as double precision) as total
  from (
    select r.company_id, r.id, r.employee, r.leave_type, r.start_time,
      case when to_char(r.end_time, 'HH24:MI:SS') = '23:59:59' then r.end_time + interval '1 second' else r.end_time end as until
    from leave_requests r
  ) q
  join leave_types lt on lt.company_id = q.company_id and lt.id = q.leave_type
  join employees e on e.company_id = q.company_id and e.id = q.employee
  cross join lateral generate_series(date_trunc('day', q.start_time), q.until - interval '1 second', interval '1 day') g (day)
  cross join lateral (select extract(epoch from least(q.until, g.day + interval '1 day') - greatest(q.start_time, g.day)) / 3600 as hours) h
  cross join lateral (
    select case lt.unit when 'day' then 1.0 when 'half_day' then case when h.hours > 5 then 1.0 else 0.5 end else least(1.0, h.hours / 8) end as days
  ) d
  where h.hours > 0
    and not (not lt.counts_holidays and exists (
      select 1 from holidays hd
       where hd.company_id = q.company_id and cast(g.day as date) >= hd.start_date and cast(g.day as date) < hd.start_date + hd.days
         and (not exists (select 1 from holiday_departments x where x.company_id = hd.company_id and x.holiday_id = hd.id)
              or exists (select 1 from holiday_departments x where x.company_id = hd.company_id and x.holiday_id = hd.id and x.department_id = e.department_id))))
  group by q.company_id, q.id
) c
where l.company_id = c.company_id and l.id = c.id;

update leave_requests set days = 0 where day_counts = '{}'::jsonb and days <> 0;

-- A decision (or a withdrawal) through an employee login was recorded with `user: null`; api-contracts.md pins
-- `user` as the deciding user's id, an integer. Such entries take the reserved EMPLOYEE_DECIDER, -1 (no users.id
-- is below 1; 0 is the approval sweep's); `employee` keeps naming the employee.
create function pg_temp.employee_deciders(history jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when h -> 'user' = 'null'::jsonb then h || '{"user": -1}'::jsonb else h end order by n), '[]'::jsonb)
    from jsonb_array_elements(history) with ordinality as x (h, n)
$$;
update manual_log_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == null)');
update leave_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == null)');
update overtime_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == null)');
update training_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == null)');
update swap_schedule_requests set history = pg_temp.employee_deciders(history) where jsonb_path_exists(history, '$[*] ? (@.user == null)');
drop function pg_temp.employee_deciders(jsonb);
