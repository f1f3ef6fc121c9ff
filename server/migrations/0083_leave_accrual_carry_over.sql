-- Monthly accrual, carry-over (capped, expiring) and a maximum balance per leave type (issue 14, ADR 0100).
-- accrual: 'yearly' grants yearly_entitlement on 1 January (as before); 'monthly' a twelfth at the start of each
-- month. carry_over_max: days of a year's remainder carried into the next (null: none); carry_over_months: the
-- carried days lapse after this many months of the new year unless used (null: they stay); max_balance: accrual
-- never lifts the balance above it (null: no cap).
alter table leave_types
  add column accrual text not null default 'yearly' check (accrual in ('yearly', 'monthly')),
  add column carry_over_max double precision check (carry_over_max between 0 and 366),
  add column carry_over_months integer check (carry_over_months between 1 and 12),
  add column max_balance double precision check (max_balance > 0 and max_balance <= 732);
