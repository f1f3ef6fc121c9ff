-- Core: the application role that tenant work runs as, the RLS helpers every tenant table uses, and regions.

-- Roles are cluster-wide on PostgreSQL: tolerate another database (or a parallel test) having created it.
do $$ begin
  create role timekeep_app nologin;
exception when duplicate_object then null;
end $$;

grant usage on schema public to timekeep_app;
alter default privileges in schema public grant select, insert, update, delete on tables to timekeep_app;
alter default privileges in schema public grant usage, select on sequences to timekeep_app;

-- The company of the current tenant transaction (set by withTenant), or null outside one.
create or replace function app_current_company() returns bigint
language sql stable as $$ select nullif(current_setting('app.company_id', true), '')::bigint $$;

-- Every tenant table calls this once: rows are visible and writable only for the current company.
create or replace function app_enable_tenant_rls(tbl regclass) returns void
language plpgsql as $$
begin
  execute format('alter table %s enable row level security', tbl);
  execute format('alter table %s force row level security', tbl);
  execute format('drop policy if exists tenant_isolation on %s', tbl);
  execute format(
    'create policy tenant_isolation on %s using (company_id = app_current_company()) with check (company_id = app_current_company())',
    tbl);
  execute format('grant select, insert, update, delete on %s to timekeep_app', tbl);
end $$;

create table regions (
  code text primary key,
  identify_code text not null unique,
  product_name text not null,
  website text not null,
  copyright text not null,
  logo text not null,
  hosts text[] not null default '{}',
  is_default boolean not null default false
);
create unique index regions_one_default on regions (is_default) where is_default;
grant select on regions to timekeep_app;
