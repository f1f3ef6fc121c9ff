-- Biometric photos: self-registered (pending), reviewed by a company administrator (approved / rejected).
-- An approved photo becomes the employee's bio-photo and leaves a queue row that terminal delivery consumes.

create table biophotos (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  employee_id bigint not null,
  file_name text not null,
  width integer not null,
  height integer not null,
  size_bytes integer not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  remarks text not null default '',
  source text not null default 'self_register',
  submitted_ip text not null default '',
  reviewed_by bigint,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (company_id, id),
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
create index biophotos_by_status on biophotos (company_id, status, created_at);
select app_enable_tenant_rls('biophotos');

create table terminal_biophoto_queue (
  company_id bigint not null references companies (id),
  id bigint generated always as identity,
  employee_id bigint not null,
  biophoto_id bigint not null,
  file_name text not null,
  status text not null default 'pending' check (status in ('pending', 'delivered')),
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  primary key (company_id, id),
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade,
  foreign key (company_id, biophoto_id) references biophotos (company_id, id) on delete cascade
);
create index terminal_biophoto_queue_pending on terminal_biophoto_queue (company_id, status, id);
select app_enable_tenant_rls('terminal_biophoto_queue');
