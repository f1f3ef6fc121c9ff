import type { RemoteScreens } from '@timekeep/ui';
import { PayPalResultScreen, TelrResultScreen } from './payment-result/PaymentResultPage';

/**
 * Real screens of this remote, by full page path (e.g. `'/onboard/sign-in': SignInScreen`). Pages without one
 * render the generic titled page (breadcrumb + translated title); the feature issues replace them one by one.
 */
export const SCREENS: RemoteScreens = {
  '/payment/telr': TelrResultScreen,
  '/payment/paypal': PayPalResultScreen,
};
