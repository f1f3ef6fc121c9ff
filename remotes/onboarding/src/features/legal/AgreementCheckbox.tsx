import { useState } from 'react';
import { Checkbox } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { LegalDialog, type LegalDocument } from './LegalDialog';

export interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "I have read and agree to the terms of service and privacy policy", with both documents opening in a dialog.
 * The links are buttons inside the label, so clicking them opens the document without ticking the box.
 */
export function AgreementCheckbox({ checked, onChange }: AgreementCheckboxProps) {
  const { t } = useTranslation('oauth');
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const link = (target: LegalDocument) => (
    <a
      href="#"
      role="button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        setDocument(target);
      }}
    />
  );
  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} aria-label={t('agreement.label')} />{' '}
        <span>
          <Trans t={t} i18nKey="agreement.text" components={{ terms: link('terms'), privacy: link('privacy') }} />
        </span>
      </div>
      <LegalDialog document={document} onClose={() => setDocument(null)} />
    </>
  );
}
