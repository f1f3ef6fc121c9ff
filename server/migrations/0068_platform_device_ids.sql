-- The SN registry gets a row id so vendor operators can list and open it like any resource (ADR 0082).
-- The SN stays the device's identity and primary key; the id is only how a list row is named.
alter table iclock_devices add column id bigint generated always as identity;
create unique index iclock_devices_id on iclock_devices (id);
