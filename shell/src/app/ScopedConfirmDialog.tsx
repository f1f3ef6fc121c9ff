import { AntdScope, ConfirmDialog, type ConfirmDialogProps } from '@timekeep/ui';

/**
 * The confirmation dialog in an AntdScope of its own: the shell hosts it above the routes, outside the scope of any
 * route (ADR 0015). Its own chunk, loaded by `OnDemandConfirmDialog`.
 */
export default function ScopedConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AntdScope>
      <ConfirmDialog {...props} />
    </AntdScope>
  );
}
