import type { RemoteScreens } from '@timekeep/ui';
import { BioPhotoRegisterScreen } from './register/BioPhotoRegisterPage';

/**
 * Real screens of this remote, by full page path (e.g. `'/onboard/sign-in': SignInScreen`). Pages without one
 * render the generic titled page (breadcrumb + translated title); the feature issues replace them one by one.
 */
export const SCREENS: RemoteScreens = {
  '/bio-photo/register': BioPhotoRegisterScreen,
};
