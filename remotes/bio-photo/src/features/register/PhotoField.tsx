import { Button, Flex, Upload } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import { readFileAsDataUrl, toast } from '@timekeep/ui';
import { BIO_PHOTO_ACCEPT, isAllowedPhotoName } from './self-register';

export interface PhotoFieldProps {
  /** The chosen photo as a data URL (set by antd Form). */
  value?: string;
  onChange?: (value: string | undefined) => void;
}

const PREVIEW_SIZE = 200;

/** Choose one photo (jpeg, png or bmp by name; the server checks the bytes), preview it, remove it. */
export function PhotoField({ value, onChange }: PhotoFieldProps) {
  const { t } = useTranslation('per');
  const choose = (file: File) => {
    if (!isAllowedPhotoName(file.name)) {
      toast.warning(t('bioPhoto.photoTypeWarning'));
      return Upload.LIST_IGNORE;
    }
    void readFileAsDataUrl(file).then((dataUrl) => onChange?.(dataUrl));
    // The photo is sent with the form, never uploaded on its own.
    return false;
  };
  return (
    <Flex vertical gap={12} align="flex-start">
      {value ? (
        <img
          src={value}
          alt={t('bioPhoto.photo')}
          data-testid="bio-photo-preview"
          style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE, objectFit: 'cover', borderRadius: 8 }}
        />
      ) : null}
      <Flex gap={8}>
        <Upload accept={BIO_PHOTO_ACCEPT} showUploadList={false} maxCount={1} beforeUpload={choose}>
          <Button icon={<UploadOutlined />} data-testid="bio-photo-choose">
            {t('bioPhoto.choosePhoto')}
          </Button>
        </Upload>
        {value ? <Button onClick={() => onChange?.(undefined)}>{t('bioPhoto.removePhoto')}</Button> : null}
      </Flex>
    </Flex>
  );
}
