-- Personnel: work locations and resignations of a company (SPEC §7 personnel paths `locations`, `resigns`).
-- Tenant tables: company_id leads every key, references stay inside one company, RLS on.

create table locations (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  name text not null,
  code text not null default '',
  address text not null default '',
  -- Both null (no position chosen) or both set (the map dialog gives a pair).
  latitude double precision,
  longitude double precision,
  time_zone text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  check ((latitude is null) = (longitude is null)),
  check (latitude between -90 and 90),
  check (longitude between -180 and 180)
);
create unique index locations_name_unique on locations (company_id, lower(name));
select app_enable_tenant_rls('locations');

-- One row per resigned employee: recording it marks the employee resigned (employees.resigned) and, with
-- disable_att, stops attendance (employees.enable_att = false); deleting it (reinstatement) reverts both.
create table resignations (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  employee_id bigint not null,
  resign_date date not null,
  resign_type text not null check (resign_type in ('quit', 'dismissed', 'other')),
  reason text not null default '',
  disable_att boolean not null default true,
  -- employees.enable_att before the resignation: what reinstatement restores.
  enable_att_before boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  -- Deleting the employee deletes its resignation with it.
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
create unique index resignations_employee_unique on resignations (company_id, employee_id);
create index resignations_date on resignations (company_id, resign_date);
select app_enable_tenant_rls('resignations');
