-- The vendor back-office's subscription catalogue (ADR 0116): currencies, features, discounts, price strategies
-- and plan pricing. Platform tables: no company owns a row, so they have no company_id and no tenant RLS.
-- Only the vendor role may touch them (Database.withVendorWrite, vendor operators only); the tenant role
-- timekeep_app gets no grant at all, so a company transaction can neither read nor change the catalogue.
-- Rows refer to each other by code (on update cascade), which is what orders carry (vendor_orders.currency).

create table currencies (
  id bigint generated always as identity primary key,
  code text not null check (code ~ '^[A-Z]{3}$'),
  name text not null default '',
  symbol text not null default '',
  decimals integer not null default 2 check (decimals between 0 and 4),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index currencies_code_unique on currencies (code);

create table features (
  id bigint generated always as identity primary key,
  code text not null,
  name text not null,
  module text not null default '',
  description text not null default '',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index features_code_unique on features (lower(code));

create table discounts (
  id bigint generated always as identity primary key,
  code text not null,
  name text not null default '',
  discount_type text not null default 'percent' check (discount_type in ('percent', 'amount')),
  value numeric(12, 2) not null check (value > 0),
  currency text references currencies (code) on update cascade,
  valid_from date,
  valid_to date,
  usage_limit integer check (usage_limit is null or usage_limit > 0),
  used_count integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (discount_type <> 'percent' or value <= 100),
  check (discount_type <> 'amount' or currency is not null),
  check (valid_from is null or valid_to is null or valid_from <= valid_to)
);
create unique index discounts_code_unique on discounts (lower(code));

create table price_strategies (
  id bigint generated always as identity primary key,
  code text not null,
  name text not null,
  unit text not null default 'employee' check (unit in ('employee', 'device', 'company')),
  description text not null default '',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index price_strategies_code_unique on price_strategies (code);

create table plan_pricing (
  id bigint generated always as identity primary key,
  plan text not null,
  strategy text not null references price_strategies (code) on update cascade,
  currency text not null references currencies (code) on update cascade,
  billing_period text not null default 'monthly' check (billing_period in ('monthly', 'yearly')),
  tier_from integer not null default 1 check (tier_from >= 1),
  tier_to integer check (tier_to is null or tier_to >= tier_from),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index plan_pricing_tier_unique on plan_pricing (plan, currency, billing_period, tier_from);

grant select, insert, update, delete on currencies, features, discounts, price_strategies, plan_pricing to timekeep_vendor;
-- 0001's default privileges gave the tenant role every new table; the catalogue is not a tenant's to touch.
revoke all on currencies, features, discounts, price_strategies, plan_pricing from timekeep_app;
