-- Holidays inside a leave (issue 14; ADR 0100, update): a leave type counts the company's holidays that fall inside a leave
-- as leave days (true, the behaviour so far) or not (false: the balance, the request's `days` and the leave
-- reports skip the holidays of the employee — company-wide ones and their department's).
alter table leave_types add column counts_holidays boolean not null default true;
