import { createRemoteApp } from '@timekeep/ui';
import { BUILD_INFO } from '../build-info';
import { BACK_OFFICE_SCREENS } from '../features/back-office/screens';
import { PAYMENT_SCREENS } from '../features/payment/screens';
import { CATALOGUE_SCREENS } from '../features/subscription/catalogue-screens';
import { SUBSCRIPTION_SCREENS } from '../features/subscription/screens';
import { TENEMENT_SCREENS } from '../features/tenement/screens';

/** `./App`: this remote's pages as relative routes under the shell's router (see createRemoteApp). */
export default createRemoteApp({ build: BUILD_INFO, screens: { ...BACK_OFFICE_SCREENS, ...PAYMENT_SCREENS, ...TENEMENT_SCREENS, ...SUBSCRIPTION_SCREENS, ...CATALOGUE_SCREENS } });
