import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §2: the confirmation dialog is at least 320×128. */
export const CONFIRM_DIALOG_MIN_WIDTH = 320;
export const CONFIRM_DIALOG_MIN_HEIGHT = 128;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Optional form shown under the description. */
  children?: ReactNode;
  /** Runs on Confirm; while its promise is pending the button shows loading. A rejection keeps the dialog open. */
  onConfirm?: () => unknown;
  /** Discard, Close, Escape and the close icon all end up here. */
  onDiscard: () => void;
  /** Only a Close button (information dialogs). */
  closeOnly?: boolean;
  confirmText?: ReactNode;
  discardText?: ReactNode;
  confirmDisabled?: boolean;
  width?: number | string;
}

export function ConfirmDialog({
  open,
  title,
  description,
  children,
  onConfirm,
  onDiscard,
  closeOnly = false,
  confirmText,
  discardText,
  confirmDisabled = false,
  width,
}: ConfirmDialogProps): ReactElement {
  const { t } = useTranslation('common');
  const [loading, setLoading] = useState(false);

  const confirm = async () => {
    setLoading(true);
    try {
      await onConfirm?.();
    } catch {
      // The caller reports its own failure (toast, field errors); the dialog just stays open for a retry.
    } finally {
      setLoading(false);
    }
  };

  const footer = closeOnly
    ? [
        <Button key="close" onClick={onDiscard}>
          {t('widget.close')}
        </Button>,
      ]
    : [
        <Button key="discard" onClick={onDiscard} disabled={loading}>
          {discardText ?? t('widget.discard')}
        </Button>,
        <Button key="confirm" type="primary" loading={loading} disabled={confirmDisabled} onClick={() => void confirm()}>
          {confirmText ?? t('widget.confirm')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={title}
      onCancel={loading ? undefined : onDiscard}
      footer={footer}
      width={width}
      destroyOnHidden
      closable={{ 'aria-label': t('widget.close') }}
      style={{ minWidth: CONFIRM_DIALOG_MIN_WIDTH }}
      styles={{ body: { minHeight: CONFIRM_DIALOG_MIN_HEIGHT } }}
    >
      {description !== undefined && <Typography.Paragraph>{description}</Typography.Paragraph>}
      {children}
    </Modal>
  );
}
