import { Suspense, useState, type ComponentType } from 'react';
import { AntdScope, preloadAntdScope } from '@timekeep/ui';
import { lazyComponent } from './lazy-page';

export interface OnDemandDialog<P extends object> {
  (props: P): React.JSX.Element | null;
  preload(): Promise<unknown>;
}

/**
 * An antd dialog of the sign-in pages, loaded the first time it opens (its chunk and antd's core, ADR 0015) and
 * rendered inside an AntdScope. Until then it renders nothing; once opened it stays mounted, so it closes with
 * antd's own animation and opens again at once.
 */
export function onDemandDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): OnDemandDialog<P> {
  const Lazy = lazyComponent<P>(load);
  function Dialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Adjusting state while rendering (React's pattern for "remember that a prop was once true").
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <AntdScope>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </AntdScope>
    );
  }
  Dialog.preload = () => Promise.all([Lazy.preload(), preloadAntdScope()]);
  return Dialog;
}
