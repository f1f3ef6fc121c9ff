import { useState, type ReactElement } from 'react';
import { Button, Modal } from 'antd';
import Cropper from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { useTranslation } from 'react-i18next';
import { CROP_AREA_HEIGHT, cropToDataUrl, type CropperLike } from './cropSpec';
import type { ImageCropDialogProps } from './ImageCropDialog';

/** Crop dialog with Rotate (90°), Cancel and Confirm (SPEC §2). Heavy (cropperjs): reached only through the lazy `ImageCropDialog`. */
export function CropperDialog({ src, spec, onConfirm, onCancel }: ImageCropDialogProps): ReactElement {
  const { t } = useTranslation('common');
  const [cropper, setCropper] = useState<CropperLike | null>(null);
  const confirm = () => {
    const url = cropper ? cropToDataUrl(cropper, spec) : null;
    if (url) onConfirm(url);
  };
  return (
    <Modal
      open={src !== null}
      title={t('widget.image.cropTitle')}
      onCancel={onCancel}
      destroyOnHidden
      closable={{ 'aria-label': t('widget.close') }}
      footer={[
        <Button key="rotate" onClick={() => cropper?.rotate(90)} disabled={!cropper}>
          {t('widget.image.rotate')}
        </Button>,
        <Button key="cancel" onClick={onCancel}>
          {t('widget.cancel')}
        </Button>,
        <Button key="confirm" type="primary" onClick={confirm} disabled={!cropper}>
          {t('widget.confirm')}
        </Button>,
      ]}
    >
      {src && (
        <Cropper
          src={src}
          style={{ height: CROP_AREA_HEIGHT, width: '100%' }}
          aspectRatio={spec.aspectRatio}
          viewMode={1}
          guides
          background={false}
          autoCropArea={1}
          checkOrientation={false}
          onInitialized={(instance) => setCropper(instance)}
        />
      )}
    </Modal>
  );
}
