-- The punch table's keys to its company and terminal come back on PostgreSQL (ADR 0107 amendment, as ADR 0105 did
-- for the day results). Migration 0093 dropped them on both engines for the insert's speed; that was measured on
-- PGlite, where each key check is a per-row query on the one connection. On PostgreSQL the checks are cheap (the
-- catch-up p99 stayed far under its 200 ms goal with them), and Citus, the scale-out path (ADR 0010), keeps keys
-- between tables co-located by company_id but not the statement trigger that replaced the terminal key. PGlite
-- keeps 0093's trigger. `timekeep.engine` is set by the migration runner (migrate.ts).
do $engine$
declare
  engine text := current_setting('timekeep.engine', true);
begin
  if engine is null or engine not in ('pglite', 'postgres') then
    raise exception 'migration 0094 must run through migrate() (timekeep.engine is %)', coalesce(engine, 'unset');
  end if;
  if engine = 'postgres' then
    drop trigger terminals_unlink_punches on terminals;
    drop function app_unlink_terminal_punches();
    alter table transactions add constraint transactions_company_id_fkey foreign key (company_id) references companies (id);
    alter table transactions add constraint transactions_company_id_terminal_id_fkey
      foreign key (company_id, terminal_id) references terminals (company_id, id) on delete set null (terminal_id);
  end if;
end $engine$;
