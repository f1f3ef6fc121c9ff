-- The employee search at 100,000 employees (issue 16 item 12, ADR 0122).
--
-- `search=` was three ILIKEs (code, first and last name). On a UTF-8 database ILIKE lowers both the value and the
-- pattern on every call, so a row cost six lower() calls: a count of 8,000 trigram matches spent its time in the
-- recheck, and a search of two letters (no trigram to look up) in a sequential scan of them all.
-- `search_text` keeps the three names lowered, each on its own (as ILIKE lowers them), joined by chr(1): the
-- search compares it once with LIKE lower(pattern), and one trigram index replaces the three-column one. A match
-- of '%text%' cannot straddle the joins while the text holds no chr(1), which requests never do (control
-- characters are refused, ADR 0042); the kernel falls back to the ILIKEs otherwise.
alter table employees add column search_text text generated always as
  (lower(emp_code) || chr(1) || lower(first_name) || chr(1) || lower(last_name)) stored;

create index employees_search_text_trgm on employees using gin (search_text gin_trgm_ops);
drop index employees_search_trgm;

-- The list's key view (migrations 0033, 0037) gains the column, same rights.
create or replace view employee_list_keys as
  select company_id, id, emp_code, first_name, last_name, department_id, position_id, enable_att, resigned, search_text
  from employees
  where company_id = app_current_company();
