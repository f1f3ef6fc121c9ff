-- Attendance set-up on the resource kernel (issue 13, ADR 0078): break times, timetables (normal and
-- flexible in one table, `kind` deciding which columns count) and shifts (slots as jsonb). The link tables
-- keep what refers to what, so a break time used by a timetable and a timetable used by a shift cannot be
-- deleted (the hooks answer first with the names; the foreign keys hold even if they do not).

create table break_times (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  alias text not null,
  start time not null,
  duration integer not null check (duration between 1 and 720),
  type text not null default 'auto_deduct' check (type in ('auto_deduct', 'punched')),
  allowance integer check (allowance between 0 and 720),
  paid boolean not null default false,
  trigger integer not null default 0,
  margin integer not null default 60,
  late_grace integer not null default 0,
  min_early_return integer not null default 0,
  early_return_credit text not null default 'none' check (early_return_credit in ('none', 'work', 'ot')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index break_times_alias_unique on break_times (company_id, lower(alias));
select app_enable_tenant_rls('break_times');

create table timetables (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  alias text not null,
  kind text not null default 'normal' check (kind in ('normal', 'flexible')),
  start time,
  duration integer,
  in_before integer,
  in_after integer,
  out_before integer,
  out_after integer,
  in_required boolean not null default true,
  out_required boolean not null default true,
  allowed_late integer not null default 0,
  allowed_early integer not null default 0,
  early_in_ot jsonb,
  late_out_ot jsonb,
  ot_level integer not null default 1 check (ot_level between 1 and 3),
  max_ot_per_day integer not null default 0,
  check_in_rule text check (check_in_rule in ('first', 'nearest')),
  check_out_rule text check (check_out_rule in ('last', 'nearest')),
  required integer,
  day_change time,
  core_band jsonb,
  min_ot integer not null default 0,
  flex_break integer not null default 0,
  flex_break_trigger integer not null default 0,
  work_day numeric(4, 2) not null default 1,
  pairing text check (pairing in ('first_last', 'state_based', 'pairs')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  -- what the engine cannot compile is never stored (the hooks give the translated reasons first)
  check (kind <> 'normal' or (start is not null and duration between 1 and 1440)),
  check (kind <> 'flexible' or required between 1 and 1440)
);
create unique index timetables_alias_unique on timetables (company_id, lower(alias));
select app_enable_tenant_rls('timetables');

create table timetable_break_times (
  company_id bigint not null,
  timetable_id bigint not null,
  break_time_id bigint not null,
  primary key (company_id, timetable_id, break_time_id),
  foreign key (company_id, timetable_id) references timetables (company_id, id) on delete cascade,
  foreign key (company_id, break_time_id) references break_times (company_id, id)
);
create index timetable_break_times_break on timetable_break_times (company_id, break_time_id);
select app_enable_tenant_rls('timetable_break_times');

create table shifts (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  alias text not null,
  cycle text not null default 'week' check (cycle in ('day', 'week', 'month')),
  length integer not null default 1 check (length between 1 and 366),
  slots jsonb not null default '{}',
  work_on_holidays boolean not null default false,
  auto_shift jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index shifts_alias_unique on shifts (company_id, lower(alias));
select app_enable_tenant_rls('shifts');

-- Every timetable a shift names (its slots and its auto-shift set), kept by the shift's write hook.
create table shift_timetables (
  company_id bigint not null,
  shift_id bigint not null,
  timetable_id bigint not null,
  primary key (company_id, shift_id, timetable_id),
  foreign key (company_id, shift_id) references shifts (company_id, id) on delete cascade,
  foreign key (company_id, timetable_id) references timetables (company_id, id)
);
create index shift_timetables_timetable on shift_timetables (company_id, timetable_id);
select app_enable_tenant_rls('shift_timetables');
