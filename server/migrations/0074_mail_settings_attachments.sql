-- Scheduled delivery, mail side (issue 15, ADR 0089): a company's mail setting (its sender and optionally its own
-- SMTP server, the password encrypted by the server), its PDF setting (header, logo, paper, orientation of every
-- report PDF), and one attachment per outbox mail (a report delivery's file), kept in the row until the mail is
-- sent or given up, like the bodies (ADR 0075).

alter table mail_outbox add column attachment_name text not null default '';
alter table mail_outbox add column attachment_type text not null default '';
alter table mail_outbox add column attachment bytea;

create table company_mail_settings (
  company_id bigint not null references companies (id) on delete cascade,
  sender_name text not null default '',
  sender_email text not null default '',
  smtp_enabled boolean not null default false,
  smtp_host text not null default '',
  smtp_port integer not null default 587 check (smtp_port between 1 and 65535),
  smtp_security text not null default 'starttls' check (smtp_security in ('starttls', 'tls', 'none')),
  smtp_user text not null default '',
  -- AES-256-GCM under a key derived from the server's secret (server/src/modules/system/delivery/secrets.ts); '' = none.
  smtp_password_sealed text not null default '',
  updated_at timestamptz not null default now(),
  primary key (company_id)
);
select app_enable_tenant_rls('company_mail_settings');

create table pdf_settings (
  company_id bigint not null references companies (id) on delete cascade,
  header_text text not null default '',
  -- A stored file name (DATA_DIR/files, like the company logo) or ''.
  logo text not null default '',
  paper text not null default 'A4' check (paper in ('A4', 'LETTER', 'LEGAL', 'A3')),
  orientation text not null default 'landscape' check (orientation in ('landscape', 'portrait')),
  updated_at timestamptz not null default now(),
  primary key (company_id)
);
select app_enable_tenant_rls('pdf_settings');
