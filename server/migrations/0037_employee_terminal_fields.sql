-- Employees get what terminals and payroll need (issue 11, api-contracts.md Personnel; ADR 0063).

alter table employees
  add column hire_date date,
  add column card_no text not null default '',
  add column device_password text not null default '',
  add column device_privilege text not null default 'employee'
    check (device_privilege in ('employee', 'enroller', 'admin', 'super_admin')),
  add column gender text check (gender in ('male', 'female', 'other')),
  add column birthday date,
  add column national_id text not null default '',
  add column address text not null default '',
  add column city text not null default '',
  add column postcode text not null default '',
  add column office_tel text not null default '',
  add column emergency_contact text not null default '',
  add column emergency_phone text not null default '',
  -- Stored file name of the profile photo (served from /web/auth_files/), null when none.
  add column photo text;

-- Days before the hire date are "not employed"; employees that exist already were hired when created.
update employees set hire_date = created_at::date;
alter table employees alter column hire_date set not null, alter column hire_date set default current_date;

-- A card opens one person's door: unique in the company when given.
create unique index employees_card_no_unique on employees (company_id, card_no) where card_no <> '';

-- Several areas per employee (the terminals of each area enrol the employee); replaces employees.area_id.
create table employee_areas (
  company_id bigint not null references companies (id),
  employee_id bigint not null,
  area_id bigint not null,
  primary key (company_id, employee_id, area_id),
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade,
  foreign key (company_id, area_id) references areas (company_id, id)
);
create index employee_areas_area on employee_areas (company_id, area_id, employee_id);
select app_enable_tenant_rls('employee_areas');

insert into employee_areas (company_id, employee_id, area_id)
select company_id, id, area_id from employees where area_id is not null;

-- The list's key view (migration 0033) named area_id: made again without it, same rights.
drop view employee_list_keys;
alter table employees drop column area_id;
create view employee_list_keys as
  select company_id, id, emp_code, first_name, last_name, department_id, position_id, enable_att, resigned
  from employees
  where company_id = app_current_company();
revoke all on employee_list_keys from timekeep_app;
grant select on employee_list_keys to timekeep_app;
