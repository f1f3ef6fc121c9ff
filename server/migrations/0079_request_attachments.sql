-- A proof attached to a leave or training request (issue 14, ADR 0093): one file per request (a new upload
-- replaces it), stored under DATA_DIR/request-files/c<company>/<random name>, never under the public-by-name
-- auth_files; read with the request's own access rules.
create table request_attachments (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint generated always as identity,
  request_type text not null check (request_type in ('leave', 'training')),
  request_id bigint not null,
  file_name text not null,
  original_name text not null,
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer not null check (size_bytes > 0),
  uploaded_by_user bigint,
  uploaded_by_employee bigint,
  created_at timestamptz not null default now(),
  primary key (company_id, id)
);
create unique index request_attachments_request on request_attachments (company_id, request_type, request_id);
select app_enable_tenant_rls('request_attachments');
