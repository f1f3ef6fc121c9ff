import type { RemoteScreens } from '@timekeep/ui';

/**
 * The real /device/bio-photo screen registers here (issue 5). Until then the page is the generic titled page.
 */
export const BIO_PHOTO_SCREENS: RemoteScreens = {};
