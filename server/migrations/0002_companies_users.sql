-- Companies (tenants) and user accounts: global tables every area refers to. The oauth module adds its own
-- tables (memberships, codes, tokens…) and columns in later migrations.

create table companies (
  id bigint generated always as identity primary key,
  company_name text not null,
  company_domain text not null,
  company_address text not null default '',
  company_timezone text not null default 'UTC',
  company_country text not null default '',
  company_country_code text not null default '',
  company_province text not null default '',
  company_city text not null default '',
  company_latitude double precision,
  company_longitude double precision,
  region_code text references regions (code),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index companies_domain_unique on companies (lower(company_domain));
grant select on companies to timekeep_app;

create table users (
  id bigint generated always as identity primary key,
  email text not null,
  phone_number text not null default '',
  password_hash text,
  is_active boolean not null default false,
  is_staff boolean not null default false,
  language text not null default 'en',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_unique on users (lower(email));
grant select on users to timekeep_app;
