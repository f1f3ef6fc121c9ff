-- Saved report templates (issue 15 "saved templates per user", ADR 0091): a user's named choice of columns,
-- filters and sort for one report. Owned by one login of one company: a company user (users.id) or an employee
-- login (employees.id, for the personal reports); nobody else lists, applies, renames or deletes it.
create table report_templates (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  owner_kind text not null check (owner_kind in ('user', 'employee')),
  owner_id bigint not null,
  report text not null check (char_length(report) between 1 and 60),
  name text not null check (char_length(name) between 1 and 60),
  settings jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
-- One name once per owner and report (case-insensitive); the owner's list of a report reads this index.
create unique index report_templates_name_unique on report_templates (company_id, owner_kind, owner_id, report, lower(name));
select app_enable_tenant_rls('report_templates');
