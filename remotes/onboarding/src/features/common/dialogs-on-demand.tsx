import type { LanguageDialogProps } from '@timekeep/ui';
import type { ForgotPasswordDialogProps } from '../forgot-password/ForgotPasswordDialog';
import type { LegalDialogProps } from '../legal/LegalDialog';
import { onDemandDialog } from './on-demand-dialog';

// The sign-in pages' dialogs render antd: each loads, with antd's core, the first time it opens (ADR 0015).

export const ForgotPasswordDialog = onDemandDialog<ForgotPasswordDialogProps>(
  () => import('../forgot-password/ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog),
  (props) => props.open,
  (props) => props.onClose(),
);

export const LegalDialog = onDemandDialog<LegalDialogProps>(
  () => import('../legal/LegalDialog').then((m) => m.LegalDialog),
  (props) => props.document !== null,
  (props) => props.onClose(),
);

export const LanguageDialog = onDemandDialog<LanguageDialogProps>(
  () => import('../layout/language-dialog').then((m) => m.default),
  (props) => props.open,
  (props) => props.onCancel(),
);

/** Loads every dialog ahead (tests open them without waiting for chunks). */
export function preloadOnboardingDialogs(): Promise<unknown> {
  return Promise.all([ForgotPasswordDialog.preload(), LegalDialog.preload(), LanguageDialog.preload()]);
}
