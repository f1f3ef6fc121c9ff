import { useRef, useState, type ReactElement } from 'react';
import { Avatar, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWarn } from '../hooks/useWarn';
import { LOGO_CROP, PHOTO_CROP, type CropSpec } from './cropSpec';
import { ImageCropDialog } from './ImageCropDialog';
import { allHaveAllowedExtension, imageSource, readFileAsDataUrl } from './imageFiles';

/** SPEC §2 preview sizes. */
export const PHOTO_AVATAR_SIZE = 200;
export const LOGO_PREVIEW = { width: 200, height: 75 };
export const IMAGE_FIELD_PREVIEW = { width: 128, height: 128 };

export interface ImagePickerProps {
  /** A data URL, or a stored file name shown from /web/auth_files/. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
}

interface PickerConfig {
  accept: string;
  crop: CropSpec;
  preview: { width: number; height: number };
  shape: 'circle' | 'square';
  chooseKey: 'widget.image.choosePhoto' | 'widget.image.chooseLogo';
}

function CroppingImagePicker({ value, onChange, id, disabled, config }: ImagePickerProps & { config: PickerConfig }): ReactElement {
  const { t } = useTranslation('common');
  const warn = useWarn();
  const inputRef = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<string | null>(null);
  const src = imageSource(value);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!allHaveAllowedExtension([file.name], config.accept)) {
      warn(t('invalidFileType'));
      return;
    }
    setCropping(await readFileAsDataUrl(file));
  };

  return (
    <Space orientation="vertical" align="center">
      <Avatar
        shape={config.shape}
        src={src}
        alt={t('widget.image.preview')}
        style={{ width: config.preview.width, height: config.preview.height, lineHeight: `${config.preview.height}px` }}
      >
        {t('widget.image.noPhoto')}
      </Avatar>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={config.accept}
        hidden
        data-testid="image-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void choose(file);
        }}
      />
      <Space>
        <Button disabled={disabled} onClick={() => inputRef.current?.click()}>
          {t(config.chooseKey)}
        </Button>
        {value && (
          <Button disabled={disabled} onClick={() => onChange?.(null)}>
            {t('widget.image.remove')}
          </Button>
        )}
      </Space>
      <ImageCropDialog
        src={cropping}
        spec={config.crop}
        onCancel={() => setCropping(null)}
        onConfirm={(url) => {
          setCropping(null);
          onChange?.(url);
        }}
      />
    </Space>
  );
}

const PHOTO_CONFIG: PickerConfig = {
  accept: '.png,.jpeg,.jpg',
  crop: PHOTO_CROP,
  preview: { width: PHOTO_AVATAR_SIZE, height: PHOTO_AVATAR_SIZE },
  shape: 'circle',
  chooseKey: 'widget.image.choosePhoto',
};
const LOGO_CONFIG: PickerConfig = {
  accept: '.png,.jpeg,.jpg',
  crop: LOGO_CROP,
  preview: LOGO_PREVIEW,
  shape: 'square',
  chooseKey: 'widget.image.chooseLogo',
};

/** Profile photo: png/jpeg, 1:1 crop with rotate, 200 px avatar with "No Photo" placeholder. */
export function ProfilePhotoPicker(props: ImagePickerProps): ReactElement {
  return <CroppingImagePicker {...props} config={PHOTO_CONFIG} />;
}

/** Logo: crop 200:75, output resized to 200×75, preview 200×75. */
export function LogoPicker(props: ImagePickerProps): ReactElement {
  return <CroppingImagePicker {...props} config={LOGO_CONFIG} />;
}

/** Read-only image field preview (default 128×128). */
export function ImagePreview({ value, size = IMAGE_FIELD_PREVIEW }: { value?: string | null; size?: { width: number; height: number } }): ReactElement {
  const { t } = useTranslation('common');
  return (
    <Avatar shape="square" src={imageSource(value)} alt={t('widget.image.preview')} style={{ ...size, lineHeight: `${size.height}px` }}>
      {t('widget.image.noPhoto')}
    </Avatar>
  );
}
