import type { RemoteScreens } from '@timekeep/ui';
import { CompanySubscriptionScreen } from './CompanySubscriptionScreen';
import { OrderScreen } from './OrderScreen';
import { TransactionScreen } from './TransactionScreen';

/** SPEC §2 /vendor/payment/: the order, transaction (payment) and subscription back-office lists of every company. */
export const PAYMENT_SCREENS: RemoteScreens = {
  '/vendor/payment/order': OrderScreen,
  '/vendor/payment/transaction': TransactionScreen,
  '/vendor/payment/company-subscription': CompanySubscriptionScreen,
};
