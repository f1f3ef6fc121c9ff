-- Shared report templates (issue 15, ADR 0102): the owner of a template chooses who else of the company may use
-- it — nobody (private), every user of the company, or chosen users (one row each below). Others apply or copy a
-- shared template; only the owner renames, changes, re-shares or deletes it. Templates of employee logins (the
-- personal reports) stay private.
alter table report_templates add column sharing text not null default 'private'
  check (sharing in ('private', 'company', 'users'));
alter table report_templates add constraint report_templates_employee_private
  check (owner_kind = 'user' or sharing = 'private');

-- The chosen users of a template shared with 'users' (users.id, members of the template's company).
create table report_template_shares (
  company_id bigint not null,
  template_id bigint not null,
  user_id bigint not null references users (id) on delete cascade,
  primary key (company_id, template_id, user_id),
  foreign key (company_id, template_id) references report_templates (company_id, id) on delete cascade
);
-- "shared with me" reads it by user.
create index report_template_shares_user on report_template_shares (company_id, user_id);
select app_enable_tenant_rls('report_template_shares');
-- The company's shared templates of a report, beside the owner's unique index.
create index report_templates_shared on report_templates (company_id, report) where sharing <> 'private';
