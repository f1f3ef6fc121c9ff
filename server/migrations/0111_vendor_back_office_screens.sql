-- Vendor back-office screens (ADR 0119): the cross-company employee and mobile-app lists, the dashboard, the
-- vendor's own organisation, its operators and its selling profiles.

-- /vendor/tenement/employee: who an employee is to a support desk (code, name, company, state), never their
-- e-mail, mobile, photo or placement. 0069 already lets the vendor role see every row (policy vendor_count).
grant select (id, emp_code, first_name, last_name, enable_att, resigned, created_at) on employees to timekeep_vendor;

-- /vendor/tenement/mobile-app: the mobile-app accounts of ADR 0110, every company, read only.
grant select (company_id, id, employee, enabled, last_login, created_at) on gps_accounts to timekeep_vendor;
create policy vendor_read on gps_accounts for select to timekeep_vendor using (true);

-- /vendor/company/info: the vendor's own organisation, one row (created here, changed, never added or removed).
create table vendor_organisation (
  id bigint generated always as identity primary key,
  singleton boolean not null default true check (singleton),
  name text not null,
  legal_name text not null default '',
  tax_id text not null default '',
  support_email text not null default '',
  support_phone text not null default '',
  website text not null default '',
  address text not null default '',
  city text not null default '',
  country text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index vendor_organisation_one_row on vendor_organisation (singleton);
insert into vendor_organisation (name) values ('Timekeep');

-- /vendor/company/vendor-profile: the legal entities the vendor sells through (one per region or currency),
-- which an invoice names; one of them is the default.
create table vendor_profiles (
  id bigint generated always as identity primary key,
  code text not null,
  name text not null,
  legal_name text not null default '',
  tax_id text not null default '',
  country text not null default '',
  currency text references currencies (code) on update cascade,
  invoice_prefix text not null default '',
  address text not null default '',
  is_default boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index vendor_profiles_code_unique on vendor_profiles (lower(code));
create unique index vendor_profiles_one_default on vendor_profiles (is_default) where is_default;

-- /vendor/company/user: operators get a row id (the kernel lists and changes rows by id) and a display name.
alter table vendor_users add column id bigint generated always as identity;
create unique index vendor_users_id_unique on vendor_users (id);
alter table vendor_users add column display_name text not null default '';
alter table vendor_users add column updated_at timestamptz not null default now();

grant select, update on vendor_organisation to timekeep_vendor;
grant select, insert, update, delete on vendor_profiles to timekeep_vendor;
grant select, insert, update on vendor_users to timekeep_vendor;
-- 0001's default privileges gave the tenant role every new table; these are the platform's, not a tenant's.
revoke all on vendor_organisation, vendor_profiles from timekeep_app;
