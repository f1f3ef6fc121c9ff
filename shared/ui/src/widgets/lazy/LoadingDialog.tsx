import type { CSSProperties, ReactElement } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadingBox } from './LoadingBox';

export interface LoadingDialogProps {
  open: boolean;
  title: string;
  width?: CSSProperties['width'];
  bodyHeight: CSSProperties['height'];
  onCancel: () => void;
}

/** Suspense fallback of a lazy dialog: the same frame and size, a spinner in the body, and Close still works. */
export function LoadingDialog({ open, title, width, bodyHeight, onCancel }: LoadingDialogProps): ReactElement {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} title={title} width={width} onCancel={onCancel} footer={null} closable={{ 'aria-label': t('widget.close') }}>
      <LoadingBox height={bodyHeight} testId="dialog-loading" />
    </Modal>
  );
}
