-- Mail outbox (ADR 0075): every product mail is a row written in the transaction of the change that causes it,
-- and sent by the job runner (job kind 'mail.send', ADR 0055) with retries and backoff. Two tables, like jobs:
-- `mail_outbox` holds a company's mail (invitations, join requests and results, employee password resets; a
-- tenant table the company administrator reads as the delivery log), `platform_mail_outbox` holds mail of no
-- company (activation, account password reset), which only the vendor operator reads. Bodies hold one-time
-- links, so they are emptied once the mail is sent or has failed for good; the log keeps who, what and when.

create sequence mail_outbox_ids;
grant usage, select on sequence mail_outbox_ids to timekeep_app;

create table mail_outbox (
  company_id bigint not null references companies (id) on delete cascade,
  id bigint not null default nextval('mail_outbox_ids'),
  kind text not null,
  recipient text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (company_id, id)
);
create index mail_outbox_recent on mail_outbox (company_id, created_at desc, id desc);
select app_enable_tenant_rls('mail_outbox');

create table platform_mail_outbox (
  id bigint primary key default nextval('mail_outbox_ids'),
  kind text not null,
  recipient text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index platform_mail_outbox_recent on platform_mail_outbox (created_at desc, id desc);
-- A company never reads platform mail (timekeep_app has no grant); the vendor back office reads it.
revoke all on platform_mail_outbox from timekeep_app;
grant select on platform_mail_outbox to timekeep_vendor;
