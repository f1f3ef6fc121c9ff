-- Background jobs (ADR 0055): one runner on the database, polling with FOR UPDATE SKIP LOCKED.
-- Two tables with one id sequence: `jobs` holds company work (tenant table: company_id first in the key, RLS),
-- `platform_jobs` holds work that belongs to no company (platform mail before a company exists, sweeps).
-- A company can never read a platform job: timekeep_app may only insert into platform_jobs (the id comes from
-- nextval first, so no RETURNING is needed). The runner claims and finishes jobs of every company as the role
-- timekeep_jobs, which has its own all-rows policy, the way timekeep_vendor reads orders (migration 0041).

create sequence job_ids;
grant usage, select on sequence job_ids to timekeep_app;

create table jobs (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint not null default nextval('job_ids'),
  kind text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  payload jsonb not null default '{}'::jsonb,
  progress smallint not null default 0 check (progress between 0 and 100),
  result jsonb,
  error text,
  attempts integer not null default 0,
  max_attempts integer not null default 3 check (max_attempts >= 1),
  run_at timestamptz not null default now(),
  locked_by text,
  locked_until timestamptz,
  -- Who started it (null: the system; a users.id or, for an employee login, its account id: no foreign key) and the permission codename a viewer needs (null: anyone of the company).
  user_id bigint,
  permission text,
  -- A produced file, under DATA_DIR/files/jobs (path relative to DATA_DIR/files), served by the jobs API.
  file_path text,
  file_name text,
  file_type text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  primary key (company_id, id)
);
create unique index jobs_id on jobs (id);
create index jobs_due on jobs (run_at) where status in ('queued', 'running');
select app_enable_tenant_rls('jobs');

create table platform_jobs (
  id bigint primary key default nextval('job_ids'),
  kind text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  payload jsonb not null default '{}'::jsonb,
  progress smallint not null default 0 check (progress between 0 and 100),
  result jsonb,
  error text,
  attempts integer not null default 0,
  max_attempts integer not null default 3 check (max_attempts >= 1),
  run_at timestamptz not null default now(),
  locked_by text,
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index platform_jobs_due on platform_jobs (run_at) where status in ('queued', 'running');
alter table platform_jobs enable row level security;
alter table platform_jobs force row level security;
revoke all on platform_jobs from timekeep_app;
grant insert on platform_jobs to timekeep_app;
create policy tenant_enqueue on platform_jobs for insert to timekeep_app with check (true);

do $$ begin
  create role timekeep_jobs nologin;
exception when duplicate_object then null;
end $$;
grant usage on schema public to timekeep_jobs;
grant usage, select on sequence job_ids to timekeep_jobs;
grant select, insert, update, delete on jobs, platform_jobs to timekeep_jobs;
create policy runner_all on jobs for all to timekeep_jobs using (true) with check (true);
create policy runner_all on platform_jobs for all to timekeep_jobs using (true) with check (true);
