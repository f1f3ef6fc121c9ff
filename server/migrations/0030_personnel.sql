-- Personnel: the organisation trees (departments, areas, positions) and employees of a company.
-- Every table is a tenant table: company_id leads the primary key, references stay inside one company.

create table departments (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  name text not null,
  code text not null default '',
  parent_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, parent_id) references departments (company_id, id)
);
create unique index departments_name_unique on departments (company_id, lower(name));
select app_enable_tenant_rls('departments');

create table areas (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  name text not null,
  code text not null default '',
  parent_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, parent_id) references areas (company_id, id)
);
create unique index areas_name_unique on areas (company_id, lower(name));
select app_enable_tenant_rls('areas');

create table positions (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  name text not null,
  code text not null default '',
  parent_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, parent_id) references positions (company_id, id)
);
create unique index positions_name_unique on positions (company_id, lower(name));
select app_enable_tenant_rls('positions');

create table employees (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  emp_code text not null,
  first_name text not null default '',
  last_name text not null default '',
  department_id bigint,
  area_id bigint,
  position_id bigint,
  email text not null default '',
  mobile text not null default '',
  enable_att boolean not null default true,
  resigned boolean not null default false,
  -- Stored file name of the approved biometric photo (served from /web/auth_files/), null when none.
  bio_photo text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, department_id) references departments (company_id, id),
  foreign key (company_id, area_id) references areas (company_id, id),
  foreign key (company_id, position_id) references positions (company_id, id)
);
create unique index employees_code_unique on employees (company_id, emp_code);
create index employees_department on employees (company_id, department_id);
create index employees_area on employees (company_id, area_id);
create index employees_position on employees (company_id, position_id);
select app_enable_tenant_rls('employees');
