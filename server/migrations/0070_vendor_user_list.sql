-- /vendor/tenement/user (ADR 0082): vendor operators list the platform's user accounts and the companies each
-- belongs to. Column grants: the account facts a support desk needs, never the password hash or tokens.
grant select (id, email, is_active, language, created_at, last_login_at) on users to timekeep_vendor;
grant select (company_id, user_id, role) on memberships to timekeep_vendor;
