import type { RemoteScreens } from '@timekeep/ui';
import { OrderScreen } from './OrderScreen';
import { TransactionScreen } from './TransactionScreen';

/** SPEC §2 /vendor/payment/: the order and transaction (payment) back-office lists of every company. */
export const PAYMENT_SCREENS: RemoteScreens = {
  '/vendor/payment/order': OrderScreen,
  '/vendor/payment/transaction': TransactionScreen,
};
