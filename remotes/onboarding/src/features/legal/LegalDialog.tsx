import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type LegalDocument = 'terms' | 'privacy';

export interface LegalDialogProps {
  document: LegalDocument | null;
  onClose: () => void;
}

/** Terms of service or privacy policy, read-only, closed with one button. */
export function LegalDialog({ document, onClose }: LegalDialogProps) {
  const { t } = useTranslation('oauth');
  // One translated text per document; blank lines separate its paragraphs.
  const paragraphs = document ? t(`legal.${document}.body`).split(/\n\s*\n/) : [];
  return (
    <Modal
      open={document !== null}
      title={document ? t(`legal.${document}.title`) : ''}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('legal.close')}
        </Button>
      }
      destroyOnHidden
    >
      <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {paragraphs.map((paragraph, index) => (
          <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
        ))}
      </div>
    </Modal>
  );
}
