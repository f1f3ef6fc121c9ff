import { useState, type ReactElement } from 'react';
import { Button, Modal } from 'antd';
import Cropper from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { useTranslation } from 'react-i18next';

/** What the dialog needs from a cropperjs instance (kept small so tests can pass a fake). */
export interface CropperLike {
  rotate: (degrees: number) => unknown;
  getCroppedCanvas: (options?: { width?: number; height?: number }) => HTMLCanvasElement | null;
}

export interface CropSpec {
  /** Width / height of the crop box. */
  aspectRatio: number;
  /** Output size; when absent the cropped area keeps its natural size. */
  output?: { width: number; height: number };
  /** Output image type; PNG keeps transparency. */
  mimeType?: 'image/png' | 'image/jpeg';
}

/** SPEC §9 crop ratios. */
export const PHOTO_CROP: CropSpec = { aspectRatio: 1 };
export const LOGO_CROP: CropSpec = { aspectRatio: 200 / 75, output: { width: 200, height: 75 } };

/** Renders the crop as a data URL, resized to the spec's output size when it has one. */
export function cropToDataUrl(cropper: CropperLike, spec: CropSpec): string | null {
  const canvas = cropper.getCroppedCanvas(spec.output ? { ...spec.output } : undefined);
  return canvas ? canvas.toDataURL(spec.mimeType ?? 'image/png') : null;
}

export interface ImageCropDialogProps {
  /** The chosen image (data URL); the dialog is open while it is set. */
  src: string | null;
  spec: CropSpec;
  onConfirm: (dataUrl: string) => void;
  onCancel: () => void;
}

/** Crop dialog with Rotate (90°), Cancel and Confirm (SPEC §2). */
export function ImageCropDialog({ src, spec, onConfirm, onCancel }: ImageCropDialogProps): ReactElement {
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
          style={{ height: 320, width: '100%' }}
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
