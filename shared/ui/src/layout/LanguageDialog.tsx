import { useEffect, useState } from 'react';
import { Modal, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, normalizeLanguage, type LanguageCode } from '@timekeep/i18n';

export interface LanguageDialogProps {
  open: boolean;
  /** The language in use; it is highlighted when the dialog opens. */
  current: string;
  onConfirm: (language: LanguageCode) => void;
  onCancel: () => void;
}

/**
 * SPEC §1: lists the five languages (each in its own name), highlights the selected one, and confirming
 * switches at once (the caller calls `i18n.changeLanguage`).
 */
export function LanguageDialog({ open, current, onConfirm, onCancel }: LanguageDialogProps) {
  const { t } = useTranslation('default');
  const [selected, setSelected] = useState<LanguageCode>(normalizeLanguage(current));
  useEffect(() => {
    if (open) setSelected(normalizeLanguage(current));
  }, [open, current]);

  return (
    <Modal
      open={open}
      title={t('language.title')}
      okText={t('language.confirm')}
      cancelText={t('language.cancel')}
      onOk={() => onConfirm(selected)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Radio.Group
        value={selected}
        onChange={(event) => setSelected(event.target.value as LanguageCode)}
        aria-label={t('language.title')}
      >
        <Space orientation="vertical">
          {LANGUAGES.map((language) => (
            <Radio key={language.code} value={language.code} data-testid={`language-option-${language.code}`}>
              <span lang={language.code}>{language.title}</span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
