-- Accounts and onboarding (oauth module): memberships, employee login accounts, invitations, join requests,
-- one-time codes and refresh tokens. Memberships, invitations, join requests, codes and refresh tokens are
-- looked up before any company is known (by user, by code, by token), so they are global tables like users and
-- companies; employee login accounts belong to one company and are a tenant table with RLS.

alter table users add column region_code text references regions (code);
alter table users add column last_login_at timestamptz;

-- A user's role in a company: 'admin' (created or administers it) or 'user' (invited or approved to join).
create table memberships (
  company_id bigint not null references companies (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  role text not null check (role in ('admin', 'user')),
  created_at timestamptz not null default now(),
  primary key (company_id, user_id)
);
create index memberships_user on memberships (user_id);
grant select on memberships to timekeep_app;

-- Employees sign in with company domain + username (SPEC §2 employee-login).
create table employee_accounts (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  username text not null,
  password_hash text not null,
  employee_id bigint,
  email text,
  language text not null default 'en',
  is_active boolean not null default true,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index employee_accounts_username on employee_accounts (company_id, lower(username));
select app_enable_tenant_rls('employee_accounts');

create table invitations (
  id bigint generated always as identity primary key,
  company_id bigint not null references companies (id) on delete cascade,
  email text not null,
  role text not null default 'user' check (role in ('admin', 'user')),
  invited_by bigint references users (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'revoked')),
  created_at timestamptz not null default now(),
  accepted_at timestamptz
);
create index invitations_company on invitations (company_id);

create table join_requests (
  id bigint generated always as identity primary key,
  company_id bigint not null references companies (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create unique index join_requests_one_pending on join_requests (company_id, user_id) where status = 'pending';

-- Codes sent in e-mail links. Only a SHA-256 of the code is stored; a code is used once and expires.
-- ref_id points at the invitation or join request the code belongs to.
create table one_time_codes (
  id bigint generated always as identity primary key,
  purpose text not null check (purpose in
    ('activation', 'company_creation', 'invitation', 'password_reset', 'join_approve', 'join_reject')),
  code_hash text not null unique,
  user_id bigint references users (id) on delete cascade,
  company_id bigint references companies (id) on delete cascade,
  employee_account_id bigint,
  ref_id bigint,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index one_time_codes_user on one_time_codes (user_id, purpose);
create index one_time_codes_ref on one_time_codes (purpose, ref_id);

-- Refresh tokens: only a SHA-256 is stored. Each refresh rotates the token inside its family; presenting a
-- rotated (used) token again revokes the whole family (theft detection).
create table refresh_tokens (
  id bigint generated always as identity primary key,
  family_id text not null,
  token_hash text not null unique,
  subject text not null check (subject in ('user', 'employee')),
  user_id bigint references users (id) on delete cascade,
  employee_account_id bigint,
  company_id bigint references companies (id) on delete cascade,
  role text,
  remember boolean not null default false,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens (family_id);
create index refresh_tokens_user on refresh_tokens (user_id);
