-- The Device screens (issue 12, ADR 0071): per-company terminal configuration, and what a tenant may learn
-- about the global SN registry without reading it.

-- One row per company: the handshake settings its terminals get (copied onto every terminal on save and on
-- registration, so the terminal server keeps reading one row per request).
create table terminal_configs (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  heartbeat integer not null default 10 check (heartbeat between 2 and 300),
  error_delay integer not null default 30 check (error_delay between 10 and 600),
  trans_times text not null default '00:00;14:05',
  trans_interval integer not null default 1 check (trans_interval between 0 and 1440),
  realtime boolean not null default true,
  -- Space-separated TransFlag tokens (AttLog OpLog …); empty: the standard set.
  trans_flag text not null default '',
  -- The handshake's TimeZone source: true = the terminal's zone; false = none sent (the device keeps its own).
  send_time_zone boolean not null default true,
  command_timeout_s integer not null default 120 check (command_timeout_s between 5 and 86400),
  command_max_attempts integer not null default 3 check (command_max_attempts between 1 and 20),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index terminal_configs_one_per_company on terminal_configs (company_id);
select app_enable_tenant_rls('terminal_configs');

alter table terminals add column send_time_zone boolean not null default true;

-- Whether another company than the caller's (app_current_company()) holds the SN: the registration screen says so
-- in words instead of a bare unique violation. Answers a yes/no only, never who.
create or replace function app_terminal_sn_taken(p_sn text) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from iclock_devices d where d.sn = p_sn
    and d.company_id is not null and d.company_id is distinct from app_current_company())
$$;

-- How many quarantined lines wait under an SN the caller's company holds (0 for any other SN).
create or replace function app_terminal_quarantined(p_sn text) returns integer
language sql stable security definer set search_path = public as $$
  select count(*)::integer from iclock_quarantine q
   where q.sn = p_sn and exists (select 1 from iclock_devices d where d.sn = p_sn
     and d.company_id = app_current_company())
$$;
grant execute on function app_terminal_sn_taken(text), app_terminal_quarantined(text) to timekeep_app;
