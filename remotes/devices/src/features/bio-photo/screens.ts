import type { RemoteScreens } from '@timekeep/ui';
import { BioPhotoReviewScreen } from './BioPhotoReviewScreen';

/** The /device/bio-photo screen: self-registered photos for administrators to review (issue 5). */
export const BIO_PHOTO_SCREENS: RemoteScreens = {
  '/device/bio-photo': BioPhotoReviewScreen,
};
