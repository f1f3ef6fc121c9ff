-- A punch outlives its employee and its terminal (it is payroll evidence): deleting either unlinks the punch.
-- The links are composite (company_id, id) keys, and a plain ON DELETE SET NULL nulled company_id as well, which
-- is NOT NULL: deleting an employee or a terminal that had punches failed with a 500. Since PostgreSQL 15 the
-- action can name the columns it clears.
alter table transactions drop constraint transactions_company_id_employee_id_fkey;
alter table transactions add constraint transactions_company_id_employee_id_fkey
  foreign key (company_id, employee_id) references employees (company_id, id) on delete set null (employee_id);
alter table transactions drop constraint transactions_company_id_terminal_id_fkey;
alter table transactions add constraint transactions_company_id_terminal_id_fkey
  foreign key (company_id, terminal_id) references terminals (company_id, id) on delete set null (terminal_id);
