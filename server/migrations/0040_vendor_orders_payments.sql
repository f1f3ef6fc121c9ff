-- Vendor orders and payments: what a company owes for a plan, and the one settlement result per order that
-- the payment provider reported. Payment returns are unauthenticated and carry only the provider's reference,
-- so a small global index (payment_references) tells which company's order a reference belongs to.

create table vendor_orders (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  order_no text not null,
  plan text not null,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null,
  provider text not null check (provider in ('telr', 'paypal')),
  provider_ref text not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'PAID', 'CANCELLED', 'DECLINED', 'FAILED')),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index vendor_orders_order_no on vendor_orders (company_id, order_no);
create unique index vendor_orders_provider_ref on vendor_orders (company_id, provider, provider_ref);
select app_enable_tenant_rls('vendor_orders');

create table vendor_payments (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  order_id bigint not null,
  provider text not null,
  provider_ref text not null,
  transaction_ref text not null default '',
  status text not null,
  amount numeric(12, 2) not null,
  currency text not null,
  payer_id text not null default '',
  provider_answer jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, order_id) references vendor_orders (company_id, id)
);
-- Exactly one settlement per order, whatever the number of (concurrent) provider returns.
create unique index vendor_payments_once on vendor_payments (company_id, order_id);
select app_enable_tenant_rls('vendor_payments');

create table payment_references (
  provider text not null,
  provider_ref text not null,
  company_id bigint not null references companies (id),
  order_id bigint not null,
  primary key (provider, provider_ref)
);
grant select, insert on payment_references to timekeep_app;
