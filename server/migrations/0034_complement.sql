-- Complement lookups (SPEC §2 /complement/*), terminal work codes and attendance holidays: simple per-company
-- resources declared on the resource kernel (ADR 0050). Names/codes unique per company, case-insensitive.

create table document_types (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  code text not null default '',
  remarks text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index document_types_name_unique on document_types (company_id, lower(name));
select app_enable_tenant_rls('document_types');

create table incident_types (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  code text not null default '',
  color text not null default '#1677ff',
  remarks text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index incident_types_name_unique on incident_types (company_id, lower(name));
select app_enable_tenant_rls('incident_types');

create table training_types (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  code text not null default '',
  duration integer not null default 0,
  remarks text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index training_types_name_unique on training_types (company_id, lower(name));
select app_enable_tenant_rls('training_types');

create table events (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  name text not null,
  start_date date not null,
  end_date date,
  location_id bigint,
  capacity integer not null default 0,
  is_public boolean not null default false,
  remarks text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  -- Deleting a location keeps its events (without a location).
  foreign key (company_id, location_id) references locations (company_id, id) on delete set null (location_id)
);
create unique index events_name_unique on events (company_id, lower(name));
create index events_location on events (company_id, location_id);
select app_enable_tenant_rls('events');

create table work_codes (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  code text not null,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index work_codes_code_unique on work_codes (company_id, lower(code));
select app_enable_tenant_rls('work_codes');

create table holidays (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  alias text not null,
  start_date date not null,
  days integer not null check (days between 1 and 366),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index holidays_alias_unique on holidays (company_id, lower(alias));
select app_enable_tenant_rls('holidays');

create table holiday_departments (
  company_id bigint not null,
  holiday_id bigint not null,
  department_id bigint not null,
  primary key (company_id, holiday_id, department_id),
  foreign key (company_id, holiday_id) references holidays (company_id, id) on delete cascade,
  -- Deleting a department takes it off the holidays that named it.
  foreign key (company_id, department_id) references departments (company_id, id) on delete cascade
);
create index holiday_departments_department on holiday_departments (company_id, department_id);
select app_enable_tenant_rls('holiday_departments');
