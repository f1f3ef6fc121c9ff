import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from '../../db/schema';
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

declare module '../../db/schema' {
  interface Tables {
    vendor_orders: VendorOrdersTable;
    vendor_payments: VendorPaymentsTable;
    payment_references: PaymentReferencesTable;
    vendor_users: VendorUsersTable;
  }
}
