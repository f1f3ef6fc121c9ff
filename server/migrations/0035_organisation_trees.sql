-- Organisation trees on the resource kernel (issue 11): a node's code is unique in its company like its name
-- (case-insensitive, '' meaning "no code"), and a department may name its head (an employee).

-- Codes were free text until now: an existing clash keeps the oldest node's code and clears the others'.
update departments d set code = '' where code <> '' and exists (select 1 from departments o where o.company_id = d.company_id and lower(o.code) = lower(d.code) and o.id < d.id);
update areas d set code = '' where code <> '' and exists (select 1 from areas o where o.company_id = d.company_id and lower(o.code) = lower(d.code) and o.id < d.id);
update positions d set code = '' where code <> '' and exists (select 1 from positions o where o.company_id = d.company_id and lower(o.code) = lower(d.code) and o.id < d.id);

create unique index departments_code_unique on departments (company_id, lower(code)) where code <> '';
create unique index areas_code_unique on areas (company_id, lower(code)) where code <> '';
create unique index positions_code_unique on positions (company_id, lower(code)) where code <> '';

-- Deleting the head employee leaves the department without one (only manager_id is cleared, never company_id).
alter table departments add column manager_id bigint;
alter table departments add constraint departments_manager_fk
  foreign key (company_id, manager_id) references employees (company_id, id) on delete set null (manager_id);
create index departments_manager on departments (company_id, manager_id) where manager_id is not null;
