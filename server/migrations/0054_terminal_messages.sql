-- Device screens (issue 12, ADR 0073): on-screen messages for terminals and the view of unregistered punches.

-- Public (every terminal of the chosen areas, all terminals when none) and private (chosen employees, on the
-- terminals of their areas) messages. One id sequence for both: the id is the SMS UID on the device, where
-- public and private messages share one table.
create sequence terminal_message_ids;
grant usage, select on sequence terminal_message_ids to timekeep_app;

create table terminal_public_messages (
  company_id bigint not null references companies (id),
  id bigint not null default nextval('terminal_message_ids'),
  content text not null,
  start_time timestamp(0) not null,
  duration integer not null default 60 check (duration between 1 and 65535),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
select app_enable_tenant_rls('terminal_public_messages');

create table terminal_public_message_areas (
  company_id bigint not null,
  message_id bigint not null,
  area_id bigint not null,
  primary key (company_id, message_id, area_id),
  foreign key (company_id, message_id) references terminal_public_messages (company_id, id) on delete cascade,
  foreign key (company_id, area_id) references areas (company_id, id) on delete cascade
);
select app_enable_tenant_rls('terminal_public_message_areas');

create table terminal_private_messages (
  company_id bigint not null references companies (id),
  id bigint not null default nextval('terminal_message_ids'),
  content text not null,
  start_time timestamp(0) not null,
  duration integer not null default 60 check (duration between 1 and 65535),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
select app_enable_tenant_rls('terminal_private_messages');

create table terminal_private_message_employees (
  company_id bigint not null,
  message_id bigint not null,
  employee_id bigint not null,
  primary key (company_id, message_id, employee_id),
  foreign key (company_id, message_id) references terminal_private_messages (company_id, id) on delete cascade,
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
select app_enable_tenant_rls('terminal_private_message_employees');

-- Punches whose PIN matches no employee yet (the trigger of migration 0051 links them when one appears).
-- A view runs with its owner's rights (no RLS), hence the explicit tenant condition, as employee_list_keys.
create view unregistered_transactions as
  select * from transactions
  where company_id = app_current_company() and employee_id is null;
revoke all on unregistered_transactions from timekeep_app;
grant select on unregistered_transactions to timekeep_app;
