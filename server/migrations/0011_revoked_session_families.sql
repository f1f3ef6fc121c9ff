-- Sessions ended early (refresh-token reuse, password change): their family ids, kept until the last access
-- token such a session could have signed has expired. Every authenticated request checks the access token's
-- family against this list (cached per process for a few seconds), so an ended session stops working on every
-- server process and after a restart, not only when its access token runs out (issue 16, item 8; ADR 0042).
-- Not tenant data: a family belongs to a user or an employee login, like refresh_tokens.
create table revoked_session_families (
  family_id text primary key,
  revoked_at timestamptz not null,
  expires_at timestamptz not null
);
create index revoked_session_families_expires on revoked_session_families (expires_at);
