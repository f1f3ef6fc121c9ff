-- The nightly pass (issue 13, ADR 0095): per company, the last local work date whose days were given their final
-- status after its midnight. The scheduler (as timekeep_jobs, like the job runner, migration 0005) moves it
-- forward in the transaction that enqueues the pass's job: one job per company and night, whatever the processes.
create table att_nightly_passes (
  company_id bigint not null references companies (id) on delete cascade,
  through date not null,
  updated_at timestamptz not null default now(),
  primary key (company_id)
);
select app_enable_tenant_rls('att_nightly_passes');
grant select, insert, update on att_nightly_passes to timekeep_jobs;
create policy scheduler_all on att_nightly_passes for all to timekeep_jobs using (true) with check (true);
