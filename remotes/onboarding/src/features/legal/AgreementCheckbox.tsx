import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PlainCheckbox } from '@timekeep/ui';
import { LegalDialog } from '../common/dialogs-on-demand';
import links from '../common/links.module.css';
import type { LegalDocument } from './LegalDialog';
import styles from './AgreementCheckbox.module.css';

export interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "I have read and agree to the terms of service and privacy policy", with both documents opening in a dialog
 * (loaded on open, ADR 0015). The links are buttons outside the checkbox's label, so clicking them opens the
 * document without ticking the box.
 */
export function AgreementCheckbox({ checked, onChange }: AgreementCheckboxProps) {
  const { t } = useTranslation('oauth');
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const link = (target: LegalDocument) => (
    <a
      href="#"
      role="button"
      className={links.link}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        setDocument(target);
      }}
    />
  );
  return (
    <>
      <div className={styles.agreement}>
        <PlainCheckbox checked={checked} onChange={onChange} aria-label={t('agreement.label')} />{' '}
        <span>
          <Trans t={t} i18nKey="agreement.text" components={{ terms: link('terms'), privacy: link('privacy') }} />
        </span>
      </div>
      <LegalDialog document={document} onClose={() => setDocument(null)} />
    </>
  );
}
