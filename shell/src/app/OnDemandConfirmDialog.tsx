import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from '@timekeep/ui';

const ScopedConfirmDialog = lazy(() => import('./ScopedConfirmDialog'));

/**
 * Stands in for the confirmation dialog until a page first asks for it: antd's Modal (and antd's core) then load,
 * not with every page the shell renders (ADR 0015). Once loaded it stays mounted, so closing still animates.
 */
export function OnDemandConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScopedConfirmDialog {...props} />
    </Suspense>
  );
}
