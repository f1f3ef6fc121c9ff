import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from '../../db/schema';
import type { SubscriptionStatus } from '@timekeep/contracts';
import type { OrderStatus, PaymentProvider } from './codes';

export interface VendorOrdersTable {
  company_id: number;
  id: Id;
  order_no: string;
  plan: string;
  /** numeric(12,2): a decimal string such as '99.00'. */
  amount: string;
  currency: string;
  provider: PaymentProvider;
  provider_ref: string;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  paid_at: Date | null;
  /** A checkout order's choice (migration 0109); null on seeded and older orders, which activate nothing. */
  billing_period: ColumnType<BillingPeriod | null, BillingPeriod | null | undefined, BillingPeriod | null>;
  licensed_count: ColumnType<number | null, number | null | undefined, number | null>;
  unit: ColumnType<PriceUnit | null, PriceUnit | null | undefined, PriceUnit | null>;
  unit_price: ColumnType<string | null, string | null | undefined, string | null>;
  list_amount: ColumnType<string | null, string | null | undefined, string | null>;
  discount_code: ColumnType<string | null, string | null | undefined, string | null>;
  discount_amount: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VendorPaymentsTable {
  company_id: number;
  id: Id;
  order_id: number;
  provider: PaymentProvider;
  provider_ref: string;
  transaction_ref: ColumnType<string, string | undefined, string>;
  status: string;
  amount: string;
  currency: string;
  payer_id: ColumnType<string, string | undefined, string>;
  provider_answer: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
}

export interface PaymentReferencesTable {
  provider: PaymentProvider;
  provider_ref: string;
  company_id: number;
  order_id: number;
}

/** Vendor back-office operators (migration 0041): a user with an active row may read vendor resources. */
export interface VendorUsersTable {
  user_id: number;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export type BillingPeriod = 'monthly' | 'yearly';
export type PriceUnit = 'employee' | 'device' | 'company';

/** One subscription per company (migration 0109); `ends_on` is the last day covered ('YYYY-MM-DD'). */
export interface CompanySubscriptionsTable {
  company_id: number;
  id: Id;
  plan: string;
  billing_period: BillingPeriod;
  currency: string;
  unit: PriceUnit;
  licensed_count: number;
  starts_on: string;
  ends_on: string;
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  last_order_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SubscriptionHistoryTable {
  company_id: number;
  id: Id;
  subscription_id: number;
  order_id: number | null;
  action: 'trial' | 'activated' | 'extended' | 'cancelled';
  plan: string;
  billing_period: BillingPeriod;
  currency: string;
  unit: PriceUnit;
  licensed_count: number;
  starts_on: string;
  ends_on: string;
  previous_ends_on: string | null;
  amount: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Tables {
    vendor_orders: VendorOrdersTable;
    vendor_payments: VendorPaymentsTable;
    payment_references: PaymentReferencesTable;
    vendor_users: VendorUsersTable;
    company_subscriptions: CompanySubscriptionsTable;
    subscription_history: SubscriptionHistoryTable;
  }
}
