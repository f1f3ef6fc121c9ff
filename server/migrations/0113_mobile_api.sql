-- The mobile app's own API (ADR 0121): its sessions, the position and extras of each mobile punch, which
-- announcements / notices an employee has read, and the account switch that allows punching outside the places.
-- Tenant tables: company_id leads every key, RLS on every table.

-- Punching outside every allowed place is refused unless the account allows it (the punch is then flagged).
alter table gps_accounts add column allow_outdoor boolean not null default false;

-- One row per signed-in app: a rotating refresh token (stored as SHA-256) in a family; presenting a used token
-- again revokes the family, and the access tokens of a revoked family are refused at once.
create table gps_mobile_sessions (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  account bigint not null,
  family text not null,
  token_hash text not null,
  device text not null default '',
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, account) references gps_accounts (company_id, id) on delete cascade
);
create unique index gps_mobile_sessions_token on gps_mobile_sessions (company_id, token_hash);
create index gps_mobile_sessions_family on gps_mobile_sessions (company_id, family);
select app_enable_tenant_rls('gps_mobile_sessions');

-- A mobile punch beside its transaction (source 'mobile'): where it was made, whether outside every allowed
-- place, the app's own id for it (a retried punch is stored once), an optional remark and photo.
create table gps_mobile_punches (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  transaction_id bigint not null,
  employee bigint not null,
  client_id text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  accuracy real check (accuracy >= 0),
  outdoor boolean not null default false,
  place text not null default '',
  distance integer,
  remark text not null default '',
  photo bytea,
  photo_type text,
  created_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, transaction_id) references transactions (company_id, id) on delete cascade,
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade
);
create unique index gps_mobile_punches_client_id on gps_mobile_punches (company_id, employee, client_id);
create index gps_mobile_punches_transaction on gps_mobile_punches (company_id, transaction_id);
select app_enable_tenant_rls('gps_mobile_punches');

create table gps_announcement_reads (
  company_id bigint not null,
  announcement_id bigint not null,
  employee_id bigint not null,
  read_at timestamptz not null default now(),
  primary key (company_id, announcement_id, employee_id),
  foreign key (company_id, announcement_id) references gps_announcements (company_id, id) on delete cascade,
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
select app_enable_tenant_rls('gps_announcement_reads');

create table gps_notice_reads (
  company_id bigint not null,
  notice_id bigint not null,
  employee_id bigint not null,
  read_at timestamptz not null default now(),
  primary key (company_id, notice_id, employee_id),
  foreign key (company_id, notice_id) references gps_notices (company_id, id) on delete cascade,
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
select app_enable_tenant_rls('gps_notice_reads');
