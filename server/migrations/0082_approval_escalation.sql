-- Escalation and auto-decision after N days per approval level, and approvers who leave (issue 14, ADR 0099).
-- A workflow level may say what happens when it waited `timeout_days`: escalate to the next level, to a named
-- user, or decide by itself (approve / reject). Each request keeps since when its current level waits
-- (`level_since`); the approval sweep (as timekeep_jobs it finds the companies with pending requests, then works
-- per company under RLS) applies the timeouts snapshotted in the request's chain and hands the level of an
-- approver who left (deactivated, deleted, resigned) to the others, else to the administrators.
alter table workflow_nodes
  add column timeout_days integer check (timeout_days between 1 and 365),
  add column timeout_action text not null default 'escalate' check (timeout_action in ('escalate', 'escalate_to_user', 'approve', 'reject')),
  add column escalate_to bigint,
  add constraint workflow_nodes_escalate_to_fkey foreign key (company_id, escalate_to) references auth_company_users (company_id, id) on delete set null (escalate_to);

alter table manual_log_requests add column level_since timestamptz not null default now();
alter table leave_requests add column level_since timestamptz not null default now();
alter table overtime_requests add column level_since timestamptz not null default now();
alter table training_requests add column level_since timestamptz not null default now();
alter table swap_schedule_requests add column level_since timestamptz not null default now();

-- The sweep reads which companies have pending requests (only those rows, only these columns).
grant select (company_id, status) on manual_log_requests, leave_requests, overtime_requests, training_requests, swap_schedule_requests to timekeep_jobs;
create policy sweeper_pending on manual_log_requests for select to timekeep_jobs using (status = 'pending');
create policy sweeper_pending on leave_requests for select to timekeep_jobs using (status = 'pending');
create policy sweeper_pending on overtime_requests for select to timekeep_jobs using (status = 'pending');
create policy sweeper_pending on training_requests for select to timekeep_jobs using (status = 'pending');
create policy sweeper_pending on swap_schedule_requests for select to timekeep_jobs using (status = 'pending');
