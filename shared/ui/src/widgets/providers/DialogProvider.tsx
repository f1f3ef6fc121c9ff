import type { ReactElement, ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { DialogHost } from './DialogHost';

export { useDialog, DIALOG_PROVIDER_MISSING, type ConfirmOptions, type DialogApi } from './DialogHost';

/** Hosts one confirmation dialog (`ConfirmDialog`) for everything below it; see `DialogHost`. */
export function DialogProvider({ children }: { children: ReactNode }): ReactElement {
  return <DialogHost Dialog={ConfirmDialog}>{children}</DialogHost>;
}
