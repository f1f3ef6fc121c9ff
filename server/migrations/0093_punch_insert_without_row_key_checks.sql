-- Punch inserts without per-row foreign-key checks on the company and the terminal (issue 12, ADR 0107). Each
-- check is one SPI query per inserted row, the same company and terminal for a whole batch; measured on PGlite
-- they were about a quarter of a 1,000-row insert's time. The terminal server is the only writer of punches:
-- it locks the batch's terminals once (`for key share`, the lock a key check takes, in storePunchGroup) and
-- fails the batch when one is gone; the company comes from the tenant context (RLS checks it on every row), and
-- companies are never deleted. The employee key stays (checked only for punches that found an employee).
alter table transactions drop constraint transactions_company_id_fkey;
alter table transactions drop constraint transactions_company_id_terminal_id_fkey;

-- What the terminal key's ON DELETE SET NULL (terminal_id) did (migration 0073): a punch outlives its terminal.
create or replace function app_unlink_terminal_punches() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update transactions p set terminal_id = null
    from app_gone_terminals g
   where p.company_id = g.company_id and p.terminal_id = g.id;
  return null;
end $$;
create trigger terminals_unlink_punches after delete on terminals
  referencing old table as app_gone_terminals for each statement execute function app_unlink_terminal_punches();
