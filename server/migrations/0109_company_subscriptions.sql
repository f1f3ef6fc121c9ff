-- Company subscriptions (issue 11/17, ADR 0118): what a company has bought, its history, and what a checkout
-- order carries so that paying it can activate or extend the subscription in the same transaction.

-- A checkout order names its billing period, licensed count and how its amount was reached; the seeded and
-- older orders have none of it (null) and activate nothing when paid.
alter table vendor_orders add column billing_period text check (billing_period is null or billing_period in ('monthly', 'yearly'));
alter table vendor_orders add column licensed_count integer check (licensed_count is null or licensed_count >= 1);
alter table vendor_orders add column unit text check (unit is null or unit in ('employee', 'device', 'company'));
alter table vendor_orders add column unit_price numeric(12, 2);
alter table vendor_orders add column list_amount numeric(12, 2);
alter table vendor_orders add column discount_code text;
alter table vendor_orders add column discount_amount numeric(12, 2) not null default 0;

-- One subscription per company; `status` is what was decided (trial, active, cancelled), and a subscription whose
-- ends_on (the last day covered) has passed reads as expired.
create table company_subscriptions (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  plan text not null,
  billing_period text not null check (billing_period in ('monthly', 'yearly')),
  currency text not null,
  unit text not null check (unit in ('employee', 'device', 'company')),
  licensed_count integer not null check (licensed_count >= 1),
  starts_on date not null,
  ends_on date not null,
  status text not null default 'active' check (status in ('trial', 'active', 'expired', 'cancelled')),
  last_order_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  check (ends_on >= starts_on)
);
create unique index company_subscriptions_one_per_company on company_subscriptions (company_id);
select app_enable_tenant_rls('company_subscriptions');

create table subscription_history (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  subscription_id bigint not null,
  order_id bigint,
  action text not null check (action in ('trial', 'activated', 'extended', 'cancelled')),
  plan text not null,
  billing_period text not null,
  currency text not null,
  unit text not null,
  licensed_count integer not null,
  starts_on date not null,
  ends_on date not null,
  previous_ends_on date,
  amount numeric(12, 2) not null default 0,
  created_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, subscription_id) references company_subscriptions (company_id, id),
  foreign key (company_id, order_id) references vendor_orders (company_id, id)
);
-- A paid order changes the subscription once, whatever the number of (replayed) provider returns.
create unique index subscription_history_order_once on subscription_history (company_id, order_id) where order_id is not null;
create index subscription_history_company_created on subscription_history (company_id, created_at desc, id desc);
select app_enable_tenant_rls('subscription_history');

grant select on company_subscriptions, subscription_history to timekeep_vendor;
create policy vendor_read on company_subscriptions for select to timekeep_vendor using (true);
create policy vendor_read on subscription_history for select to timekeep_vendor using (true);

-- The checkout's discount, counted in the order's own transaction. The tenant role has no grant on the catalogue
-- (0108), so this one statement runs as the function's owner: it counts a use only while the code is active,
-- dated for p_today, below its usage limit and (an amount discount) in the order's currency, and returns nothing
-- otherwise. The row lock makes concurrent checkouts at the limit take turns: the loser sees the new count.
create or replace function app_redeem_discount(p_code text, p_currency text, p_today date)
returns table (redeemed_type text, redeemed_value numeric, redeemed_currency text)
language sql security definer set search_path = public as $$
  update discounts d set used_count = d.used_count + 1, updated_at = now()
   where lower(d.code) = lower(p_code) and d.is_active
     and (d.valid_from is null or d.valid_from <= p_today)
     and (d.valid_to is null or d.valid_to >= p_today)
     and (d.usage_limit is null or d.used_count < d.usage_limit)
     and (d.discount_type = 'percent' or d.currency = p_currency)
  returning d.discount_type, d.value, d.currency
$$;
revoke all on function app_redeem_discount(text, text, date) from public;
grant execute on function app_redeem_discount(text, text, date) to timekeep_app;

-- The vendor list shows how much of its licence a company uses: its employees still employed (0069 granted the
-- vendor role only employees.company_id).
grant select (resigned) on employees to timekeep_vendor;
