import { Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../lazy/lazyNamed';
import { LoadingDialog } from '../lazy/LoadingDialog';
import { useOpenedOnce } from '../lazy/useOpenedOnce';
import { CROP_AREA_HEIGHT, type CropSpec } from './cropSpec';

export { cropToDataUrl, PHOTO_CROP, LOGO_CROP, CROP_AREA_HEIGHT } from './cropSpec';
export type { CropSpec, CropperLike } from './cropSpec';

export interface ImageCropDialogProps {
  /** The chosen image (data URL); the dialog is open while it is set. */
  src: string | null;
  spec: CropSpec;
  onConfirm: (dataUrl: string) => void;
  onCancel: () => void;
}

const CropperDialog = lazyNamed(() =>
  import(/* webpackChunkName: "ui-image-crop" */ './CropperDialog').then((m) => m.CropperDialog),
);

/** Crop dialog with Rotate (90°), Cancel and Confirm (SPEC §2); cropperjs loads when an image is first chosen. */
export function ImageCropDialog(props: ImageCropDialogProps): ReactElement | null {
  const { t } = useTranslation('common');
  const open = props.src !== null;
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense
      fallback={<LoadingDialog open={open} title={t('widget.image.cropTitle')} bodyHeight={CROP_AREA_HEIGHT} onCancel={props.onCancel} />}
    >
      <CropperDialog {...props} />
    </Suspense>
  );
}
