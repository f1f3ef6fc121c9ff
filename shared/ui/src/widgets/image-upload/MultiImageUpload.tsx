import { useRef, type ReactElement } from 'react';
import { Button, Image, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import { useWarn } from '../hooks/useWarn';
import { allHaveAllowedExtension, DEFAULT_IMAGE_ACCEPT, readDataUrlInfo, readFileAsDataUrl } from './imageFiles';

/** SPEC §2 sizes: 96 px square previews in a 300 px high area. */
export const IMAGE_PREVIEW_SIZE = 96;
export const IMAGE_AREA_HEIGHT = 300;

export interface MultiImageUploadProps {
  /** Data URLs carrying file name, size and type. */
  value?: ReadonlyArray<string> | null;
  onChange?: (value: string[]) => void;
  /** Allowed extensions, comma separated (default .png,.jpeg,.jpg). */
  accept?: string;
  id?: string;
  disabled?: boolean;
}

function nameOf(dataUrl: string, index: number): string {
  return readDataUrlInfo(dataUrl)?.name ?? `#${index + 1}`;
}

/** Several images: wrong types abort the whole choice with a warning; files already present (by name) are skipped. */
export function MultiImageUpload({ value, onChange, accept = DEFAULT_IMAGE_ACCEPT, id, disabled }: MultiImageUploadProps): ReactElement {
  const { t } = useTranslation('common');
  const warn = useWarn();
  const inputRef = useRef<HTMLInputElement>(null);
  const images = value ?? [];

  const addFiles = async (files: File[]) => {
    if (!allHaveAllowedExtension(files.map((f) => f.name), accept)) {
      warn(t('invalidFileType'));
      return;
    }
    const known = new Set(images.map(nameOf));
    const fresh = files.filter((file) => {
      if (known.has(file.name)) return false;
      known.add(file.name);
      return true;
    });
    if (fresh.length === 0) return;
    const urls = await Promise.all(fresh.map(readFileAsDataUrl));
    onChange?.([...images, ...urls]);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={accept}
        hidden
        data-testid="image-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void addFiles(files);
        }}
      />
      <Space>
        <Button icon={<UploadOutlined aria-hidden />} disabled={disabled} onClick={() => inputRef.current?.click()}>
          {t('widget.image.upload')}
        </Button>
        <Button disabled={disabled || images.length === 0} onClick={() => onChange?.([])}>
          {t('widget.image.reset')}
        </Button>
      </Space>
      <div
        data-testid="image-area"
        style={{ height: IMAGE_AREA_HEIGHT, overflowY: 'auto', display: 'flex', flexWrap: 'wrap', gap: 8, alignContent: 'flex-start' }}
      >
        {images.map((url, index) => {
          const name = nameOf(url, index);
          return (
            <div key={`${name}-${index}`} style={{ position: 'relative', width: IMAGE_PREVIEW_SIZE, height: IMAGE_PREVIEW_SIZE }}>
              <Image src={url} alt={name} width={IMAGE_PREVIEW_SIZE} height={IMAGE_PREVIEW_SIZE} style={{ objectFit: 'cover' }} />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('widget.image.delete', { name })}
                disabled={disabled}
                onClick={() => onChange?.(images.filter((_, i) => i !== index))}
                style={{ position: 'absolute', top: 2, insetInlineEnd: 2 }}
              />
            </div>
          );
        })}
      </div>
    </Space>
  );
}
