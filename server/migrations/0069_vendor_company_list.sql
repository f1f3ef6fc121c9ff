-- /vendor/tenement/company (ADR 0082): vendor operators count a company's employees and users, never read
-- them: the vendor role may select only the key columns, on every row.
grant select (company_id) on employees to timekeep_vendor;
create policy vendor_count on employees for select to timekeep_vendor using (true);
grant select (company_id) on memberships to timekeep_vendor;
