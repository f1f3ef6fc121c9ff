-- Productivity (SPEC §2 /ralvie/*, ADR 0120): desktop activity agents post samples of active / idle time per
-- application or website; the company categorises them productive / unproductive / neutral. Tenant tables
-- (company_id leads every key, RLS on every table) plus one global token registry, as the terminals' (0051).

create table ralvie_settings (
  company_id bigint primary key references companies (id) on delete cascade,
  idle_threshold integer not null default 5 check (idle_threshold between 1 and 60),
  productive_target integer not null default 70 check (productive_target between 1 and 100),
  unknown_category text not null default 'neutral' check (unknown_category in ('productive', 'unproductive', 'neutral')),
  updated_at timestamptz not null default now()
);
select app_enable_tenant_rls('ralvie_settings');

-- An agent's credential. Only the SHA-256 of the secret is kept (the secret is shown once, on create).
create table ralvie_agent_tokens (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  token_hash text,
  token_prefix text not null default '',
  revoked boolean not null default false,
  revoked_at timestamptz,
  last_used timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index ralvie_agent_tokens_name_unique on ralvie_agent_tokens (company_id, lower(name));
select app_enable_tenant_rls('ralvie_agent_tokens');

-- The agent knows only its secret: which company (and token) a hash belongs to is read outside any tenant.
-- Kept by a trigger, like the terminal registry; tenant transactions have no rights on it.
create table ralvie_agent_keys (
  token_hash text primary key,
  company_id bigint not null references companies (id) on delete cascade,
  token_id bigint not null,
  revoked boolean not null default false
);

create or replace function app_ralvie_agent_keys_sync() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.token_hash is distinct from new.token_hash) then
    delete from ralvie_agent_keys where company_id = old.company_id and token_id = old.id;
  end if;
  if tg_op <> 'DELETE' then
    if new.token_hash is not null then
      insert into ralvie_agent_keys (token_hash, company_id, token_id, revoked) values (new.token_hash, new.company_id, new.id, new.revoked)
      on conflict (token_hash) do update set revoked = excluded.revoked;
    end if;
    return new;
  end if;
  return old;
end $$;
create trigger ralvie_agent_tokens_keys_sync after insert or update of token_hash, revoked or delete on ralvie_agent_tokens
  for each row execute function app_ralvie_agent_keys_sync();

-- How the company rates an application (its executable or name, lower case) or a website (a domain, which also
-- covers its subdomains).
create table ralvie_categories (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  kind text not null check (kind in ('application', 'domain')),
  pattern text not null,
  category text not null check (category in ('productive', 'unproductive', 'neutral')),
  remarks text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index ralvie_categories_pattern_unique on ralvie_categories (company_id, kind, lower(pattern));
select app_enable_tenant_rls('ralvie_categories');

-- The samples as received: the key (company, employee, device, start) makes a retried batch store nothing new.
create table ralvie_samples (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  device text not null,
  started_at timestamptz not null,
  seconds integer not null check (seconds between 1 and 3600),
  work_date date not null,
  kind text not null check (kind in ('application', 'domain')),
  name text not null,
  active boolean not null,
  token_id bigint,
  received_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade
);
create unique index ralvie_samples_key on ralvie_samples (company_id, employee, device, started_at);
select app_enable_tenant_rls('ralvie_samples');

-- Seconds per employee, day, application / domain and active-or-idle, added to as new samples arrive: the
-- summaries read this (thousands of rows a day) instead of the samples, and rate it by today's categories.
create table ralvie_usage (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  work_date date not null,
  kind text not null,
  name text not null,
  active boolean not null,
  seconds integer not null,
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade
);
create unique index ralvie_usage_key on ralvie_usage (company_id, work_date, employee, kind, name, active);
select app_enable_tenant_rls('ralvie_usage');

-- Each usage row with its category: the longest matching pattern (an application by its name, a domain by
-- itself or a parent domain), else the company's setting for unknown ones.
create view ralvie_rated_usage with (security_invoker = true) as
select u.company_id, u.id, u.employee, u.work_date, u.kind, u.name, u.active, u.seconds,
  coalesce(
    (select c.category from ralvie_categories c
      where c.company_id = u.company_id and c.kind = u.kind
        and (lower(c.pattern) = u.name or (u.kind = 'domain' and u.name like '%.' || lower(c.pattern)))
      order by length(c.pattern) desc limit 1),
    (select s.unknown_category from ralvie_settings s where s.company_id = u.company_id),
    'neutral') as category
from ralvie_usage u
where u.company_id = app_current_company();

-- One row per employee and day (the productivity summary); id: the day's first usage row (unique per group).
create view ralvie_daily_summaries with (security_invoker = true) as
select r.company_id, min(r.id) as id, r.employee, r.work_date, e.department_id as department,
  coalesce(sum(r.seconds) filter (where r.active), 0)::int as active_seconds,
  coalesce(sum(r.seconds) filter (where not r.active), 0)::int as idle_seconds,
  coalesce(sum(r.seconds) filter (where r.active and r.category = 'productive'), 0)::int as productive_seconds,
  coalesce(sum(r.seconds) filter (where r.active and r.category = 'unproductive'), 0)::int as unproductive_seconds,
  coalesce(sum(r.seconds) filter (where r.active and r.category = 'neutral'), 0)::int as neutral_seconds
from ralvie_rated_usage r
join employees e on e.company_id = r.company_id and e.id = r.employee
group by r.company_id, r.employee, r.work_date, e.department_id;

grant select on ralvie_rated_usage, ralvie_daily_summaries to timekeep_app;
