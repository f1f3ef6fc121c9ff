-- Attendance schedules and rules on the resource kernel (issue 13, ADR 0079): employee and department
-- schedules (a shift over dates, one at a time per target: the write hooks refuse overlaps and name the
-- other), temporary schedules (one employee-date, its own timetables), the company's global rule (one row)
-- and department rules (one per department). Rule columns are the snake_case of the engine's RuleSettings,
-- null = the engine's default (in a department rule: the global rule's value). Columns of ref fields are
-- named like the fields. A shift or timetable still used here cannot be deleted (hooks name the users; the
-- foreign keys hold even if they do not); a deleted employee or department takes its schedules and rule along.

create table employee_schedules (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  shift bigint not null,
  start_date date not null,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade,
  foreign key (company_id, shift) references shifts (company_id, id),
  check (end_date is null or end_date >= start_date)
);
create index employee_schedules_employee on employee_schedules (company_id, employee, start_date);
create index employee_schedules_shift on employee_schedules (company_id, shift);
select app_enable_tenant_rls('employee_schedules');

create table department_schedules (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  department bigint not null,
  shift bigint not null,
  start_date date not null,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, department) references departments (company_id, id) on delete cascade,
  foreign key (company_id, shift) references shifts (company_id, id),
  check (end_date is null or end_date >= start_date)
);
create index department_schedules_department on department_schedules (company_id, department, start_date);
create index department_schedules_shift on department_schedules (company_id, shift);
select app_enable_tenant_rls('department_schedules');

create table temporary_schedules (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  employee bigint not null,
  date date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee) references employees (company_id, id) on delete cascade
);
create unique index temporary_schedules_employee_date on temporary_schedules (company_id, employee, date);
select app_enable_tenant_rls('temporary_schedules');

create table temporary_schedule_timetables (
  company_id bigint not null,
  temporary_schedule_id bigint not null,
  timetable_id bigint not null,
  primary key (company_id, temporary_schedule_id, timetable_id),
  foreign key (company_id, temporary_schedule_id) references temporary_schedules (company_id, id) on delete cascade,
  foreign key (company_id, timetable_id) references timetables (company_id, id)
);
create index temporary_schedule_timetables_timetable on temporary_schedule_timetables (company_id, timetable_id);
select app_enable_tenant_rls('temporary_schedule_timetables');

create table global_rules (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  pairing text check (pairing in ('first_last', 'state_based', 'pairs')),
  check_in_rule text check (check_in_rule in ('first', 'nearest')),
  check_out_rule text check (check_out_rule in ('last', 'nearest')),
  dedupe_seconds integer,
  late_mode text check (late_mode in ('from_start', 'after_grace')),
  early_mode text check (early_mode in ('from_start', 'after_grace')),
  late_to_absent integer,
  early_to_absent integer,
  late_early_absence_action text check (late_early_absence_action in ('absent', 'half_day')),
  miss_in jsonb,
  miss_out jsonb,
  auto_check_out jsonb,
  grace_snap boolean,
  rounding jsonb,
  strict boolean,
  ot_enabled boolean,
  daily_ot_enabled boolean,
  ot_approval text check (ot_approval in ('auto', 'planned', 'lesser')),
  min_ot integer,
  max_ot_per_day integer,
  ot_thresholds jsonb,
  weekend_ot_enabled boolean,
  holiday_ot_enabled boolean,
  weekly_ot_threshold integer,
  week_start integer check (week_start between 1 and 7),
  absent_below integer,
  half_day_below integer,
  min_valid_span integer,
  max_work_per_instance integer,
  new_day_gap integer,
  max_shift_span integer,
  unscheduled_work_date text check (unscheduled_work_date in ('first_punch', 'last_punch', 'most_minutes', 'split_at_midnight')),
  unscheduled_break jsonb,
  classify_by_calendar_minute boolean,
  boundary_tolerance integer,
  default_shift_id bigint,
  auto_shift_timetable_ids jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, default_shift_id) references shifts (company_id, id)
);
create unique index global_rules_one_per_company on global_rules (company_id);
select app_enable_tenant_rls('global_rules');

-- the same settings, per department
create table department_rules (like global_rules including defaults including constraints);
alter table department_rules
  alter column id add generated always as identity,
  add column department bigint not null,
  add primary key (company_id, id),
  add foreign key (company_id) references companies (id) on delete cascade,
  add foreign key (company_id, department) references departments (company_id, id) on delete cascade,
  add foreign key (company_id, default_shift_id) references shifts (company_id, id);
create unique index department_rules_department_unique on department_rules (company_id, department);
select app_enable_tenant_rls('department_rules');
