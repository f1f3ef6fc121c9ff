-- The kernel checks unique text fields case-insensitively (lower(x) = lower($1)) before every write, and an
-- import does it once per row: without these, each check read every employee of the company (ADR 0063).
create index employees_code_lower on employees (company_id, lower(emp_code));
create index employees_card_no_lower on employees (company_id, lower(card_no)) where card_no <> '';
