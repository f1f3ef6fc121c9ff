-- Vendor back-office access (SPEC §7 vendor_users, orders, payments). Company roles say nothing about the
-- vendor side: only an active row in vendor_users lets a user read vendor (cross-company) resources.

create table vendor_users (
  user_id bigint primary key references users (id),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
grant select on vendor_users to timekeep_app;

-- Vendor reads run as their own role (Database.withVendor): it may read orders and payments of every company
-- through a select-only policy, and cannot write them; tenant work keeps timekeep_app and its isolation policy.
do $$ begin
  create role timekeep_vendor nologin;
exception when duplicate_object then null;
end $$;
grant usage on schema public to timekeep_vendor;
grant select on companies, vendor_orders, vendor_payments to timekeep_vendor;
create policy vendor_read on vendor_orders for select to timekeep_vendor using (true);
create policy vendor_read on vendor_payments for select to timekeep_vendor using (true);
