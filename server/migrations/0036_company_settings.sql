-- Company settings (/company/settings, issue 11): the profile gains a logo and the formats every user of the
-- company sees. The application role may change these profile columns of its own company (the route scopes the
-- row by the token's company and writes the operation log in the same transaction); nothing else of companies.
alter table companies add column company_logo text not null default '';
alter table companies add column date_format text not null default 'YYYY-MM-DD';
alter table companies add column time_format text not null default 'HH:mm';
alter table companies add column first_day_of_week smallint not null default 1 check (first_day_of_week between 0 and 6);
alter table companies add column default_language text not null default 'en';

grant update (company_name, company_address, company_timezone, company_country, company_country_code, company_province,
  company_city, company_latitude, company_longitude, company_logo, date_format, time_format, first_day_of_week,
  default_language, updated_at) on companies to timekeep_app;
