-- Terminals (ZKTeco PUSH / ADMS, issue 12, ADR 0070). Two global tables the terminal server reads before it
-- knows the tenant (the SN registry with its pending pool, and the quarantine of unclaimed SNs), then one
-- tenant table per thing a terminal sends or is sent. The SN is the device's identity: one company per SN.

-- Every SN ever seen, claimed or not. company_id is null while unclaimed (the pending pool vendors review);
-- terminals rows keep it in sync (trigger below), so the terminal server finds the tenant in one lookup.
create table iclock_devices (
  sn text primary key,
  company_id bigint references companies (id),
  terminal_id bigint,
  -- The company whose host an unclaimed SN used (a hint for the pending pool, never an assignment).
  host_company_id bigint references companies (id),
  pushver text,
  language text,
  device_type text,
  ip_address text not null default '',
  user_agent text not null default '',
  registry_code text,
  session_id text,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  request_count bigint not null default 0,
  quarantined_lines integer not null default 0,
  quarantine_dropped integer not null default 0
);
create index iclock_devices_pending on iclock_devices (last_seen) where company_id is null;

-- Lines an unclaimed SN uploaded (policy A1 of the brief: quarantine and acknowledge), up to a quota per SN,
-- kept until expires_at. Importable by the company that later claims the SN.
create table iclock_quarantine (
  id bigint generated always as identity primary key,
  sn text not null references iclock_devices (sn) on delete cascade,
  table_name text not null,
  raw_line text not null,
  received_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index iclock_quarantine_by_sn on iclock_quarantine (sn, id);
create index iclock_quarantine_expiry on iclock_quarantine (expires_at);

-- Vendor operators review pending devices (/vendor/tenement/device) read-only.
grant select on iclock_devices, iclock_quarantine to timekeep_vendor;

-- A company's terminal. Settings the handshake hands out live here (heartbeat and transfer), so the
-- configuration screen edits them per terminal.
create table terminals (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  sn text not null,
  alias text not null default '',
  area_id bigint,
  time_zone text not null default 'UTC',
  -- What the device reports (handshake, INFO, options push).
  state_seen_at timestamptz,
  last_activity timestamptz,
  fw_ver text not null default '',
  user_count integer,
  fp_count integer,
  face_count integer,
  transaction_count integer,
  ip_address text not null default '',
  pushver text,
  language text,
  device_type text not null default 'att',
  -- The encoding names were decoded with last (utf-8, gb18030, big5, …).
  encoding text not null default 'utf-8',
  device_options jsonb not null default '{}'::jsonb,
  -- The stamps the device last sent, echoed at its next handshake.
  attlog_stamp text,
  operlog_stamp text,
  attphoto_stamp text,
  biodata_stamp text,
  -- Handshake settings (seconds / minutes as the protocol names them).
  heartbeat integer not null default 10 check (heartbeat between 2 and 300),
  error_delay integer not null default 30 check (error_delay between 10 and 600),
  trans_times text not null default '00:00;14:05',
  trans_interval integer not null default 1 check (trans_interval between 0 and 1440),
  realtime boolean not null default true,
  -- Empty: the standard set (AttLog, OpLog, users, templates, comparison photos; see handshake.ts).
  trans_flag text not null default '',
  -- Commands left `sent` longer than this are sent again, up to command_max_attempts deliveries.
  command_timeout_s integer not null default 120 check (command_timeout_s between 5 and 86400),
  command_max_attempts integer not null default 3 check (command_max_attempts between 1 and 20),
  duplicate_count bigint not null default 0,
  claimed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, area_id) references areas (company_id, id)
);
-- One company per SN: across tenants, so a second company registering it is refused.
create unique index terminals_sn_unique on terminals (sn);
select app_enable_tenant_rls('terminals');

-- Keeps the global registry in step with terminals, whichever path writes them (the resource kernel, tests,
-- a seed). Security definer: tenant transactions run as timekeep_app, which has no rights on the registry.
create or replace function app_terminal_registry_sync() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.sn <> new.sn) then
    update iclock_devices set company_id = null, terminal_id = null where sn = old.sn and company_id = old.company_id;
  end if;
  if tg_op <> 'DELETE' then
    insert into iclock_devices (sn, company_id, terminal_id) values (new.sn, new.company_id, new.id)
    on conflict (sn) do update set company_id = excluded.company_id, terminal_id = excluded.terminal_id;
    return new;
  end if;
  return old;
end $$;
create trigger terminals_registry_sync after insert or update of sn or delete on terminals
  for each row execute function app_terminal_registry_sync();

-- Punches. punch_time is the device's wall clock exactly as sent; punch_utc the instant in the terminal's
-- zone. Duplicate key (company, SN, PIN, local time): a replayed batch stores nothing new.
create table transactions (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  terminal_id bigint,
  terminal_sn text not null,
  emp_code text not null,
  employee_id bigint,
  punch_time timestamp(0) not null,
  punch_utc timestamptz not null,
  punch_state integer,
  verify_type integer,
  work_code text not null default '',
  -- 'dst_gap' (moved forward), 'dst_ambiguous' (earlier instant taken), null.
  time_flag text,
  clock_suspect boolean not null default false,
  -- Dated before the terminal was claimed, or imported from quarantine: kept out until reviewed.
  needs_review boolean not null default false,
  record_index bigint,
  source text not null default 'device' check (source in ('device', 'manual', 'import', 'mobile')),
  raw_line text not null default '',
  upload_time timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, terminal_id) references terminals (company_id, id) on delete set null,
  foreign key (company_id, employee_id) references employees (company_id, id) on delete set null
);
create unique index transactions_device_key on transactions (company_id, terminal_sn, emp_code, punch_time);
create index transactions_by_time on transactions (company_id, punch_time);
create index transactions_unregistered on transactions (company_id, emp_code) where employee_id is null;
select app_enable_tenant_rls('transactions');

-- Links unmapped punches as soon as an employee with that code exists (created, or code changed).
create or replace function app_link_unregistered_punches() returns trigger
language plpgsql as $$
begin
  update transactions set employee_id = new.id
   where company_id = new.company_id and emp_code = new.emp_code and employee_id is null;
  return new;
end $$;
create trigger employees_link_punches after insert or update of emp_code on employees
  for each row execute function app_link_unregistered_punches();

-- Commands per terminal. What goes after `C:` is cmd_id when set, else the row id (≤ 16 characters either
-- way); status pending → sent → succeeded | failed; attempts counts deliveries.
create table terminal_commands (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  terminal_id bigint not null,
  cmd_id text check (length(cmd_id) between 1 and 16),
  content text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'succeeded', 'failed')),
  attempts integer not null default 0,
  return_value integer,
  failure text,
  result text,
  created_by bigint,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  finished_at timestamptz,
  primary key (company_id, id),
  foreign key (company_id, terminal_id) references terminals (company_id, id) on delete cascade
);
create unique index terminal_commands_cmd_id on terminal_commands (company_id, terminal_id, cmd_id) where cmd_id is not null;
create index terminal_commands_open on terminal_commands (company_id, terminal_id, id) where status in ('pending', 'sent');
select app_enable_tenant_rls('terminal_commands');

-- Upload log: one row per data request (what came, how much was stored, duplicated, refused).
create table terminal_upload_logs (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  terminal_id bigint,
  terminal_sn text not null,
  table_name text not null,
  path text not null default '',
  bytes integer not null default 0,
  line_count integer not null default 0,
  stored integer not null default 0,
  duplicates integer not null default 0,
  errors integer not null default 0,
  stamp text,
  ip_address text not null default '',
  created_at timestamptz not null default now(),
  primary key (company_id, id)
);
create index terminal_upload_logs_by_time on terminal_upload_logs (company_id, created_at);
select app_enable_tenant_rls('terminal_upload_logs');

-- Error log: lines that could not be stored as what they claim to be (bad date, empty PIN, unknown
-- keyword, refused request), each with its reason and the raw text (templates masked).
create table terminal_error_logs (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  terminal_id bigint,
  terminal_sn text not null,
  table_name text not null default '',
  line_no integer,
  reason text not null,
  raw_line text not null default '',
  created_at timestamptz not null default now(),
  primary key (company_id, id)
);
create index terminal_error_logs_by_time on terminal_error_logs (company_id, created_at);
select app_enable_tenant_rls('terminal_error_logs');

-- Operation log: OPLOG lines (power on, enrolments, clock set, factory reset…); alert marks the codes that
-- deserve a security alert (13, 21, 22, 23, 82, 83).
create table terminal_operation_logs (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  terminal_id bigint,
  terminal_sn text not null,
  op_type integer not null,
  op_who text not null default '',
  op_time text not null default '',
  value1 text not null default '',
  value2 text not null default '',
  value3 text not null default '',
  reserved text not null default '',
  alert boolean not null default false,
  raw_line text not null default '',
  created_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index terminal_operation_logs_key on terminal_operation_logs (company_id, terminal_sn, op_type, op_time, op_who, value1, value2, value3);
create index terminal_operation_logs_by_time on terminal_operation_logs (company_id, created_at);
select app_enable_tenant_rls('terminal_operation_logs');

-- The users as the device holds them (USER lines): privilege, card, group, and the device password,
-- which stays here (never shown) rather than on the employee.
create table terminal_users (
  company_id bigint not null references companies (id),
  terminal_id bigint not null,
  emp_code text not null,
  name text not null default '',
  privilege integer not null default 0,
  password text not null default '',
  card_no text not null default '',
  access_group text not null default '',
  time_zones text not null default '',
  verify_mode integer,
  encoding text not null default 'utf-8',
  updated_at timestamptz not null default now(),
  primary key (company_id, terminal_id, emp_code),
  foreign key (company_id, terminal_id) references terminals (company_id, id) on delete cascade
);
select app_enable_tenant_rls('terminal_users');

-- Biometric templates (FP, FACE, FVEIN, BIODATA), one per (PIN, type, body part, sample, algorithm).
create table bio_templates (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  emp_code text not null,
  bio_type integer not null,
  bio_no integer not null default 0,
  bio_index integer not null default 0,
  valid integer not null default 1,
  duress integer not null default 0,
  major_ver integer not null default 0,
  minor_ver integer not null default 0,
  format integer not null default 0,
  template text not null,
  terminal_sn text not null,
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index bio_templates_key on bio_templates (company_id, emp_code, bio_type, bio_no, bio_index, major_ver);
select app_enable_tenant_rls('bio_templates');

-- Photos a terminal sent: user photos (USERPIC), comparison photos (BIOPHOTO), attendance snapshots
-- (ATTPHOTO). The bytes are stored files (DATA_DIR/files, stored-files.ts); sha256 proves them unchanged.
create table terminal_photos (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  kind text not null check (kind in ('user', 'bio', 'attendance')),
  emp_code text not null,
  bio_type integer not null default -1,
  terminal_sn text not null,
  punch_time text not null default '',
  device_file_name text not null default '',
  file_name text not null,
  size_bytes integer not null,
  sha256 text not null,
  created_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index terminal_photos_key on terminal_photos (company_id, terminal_sn, kind, emp_code, bio_type, punch_time);
select app_enable_tenant_rls('terminal_photos');
