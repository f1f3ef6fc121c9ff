import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope, preloadAntdScope, toast } from '@timekeep/ui';
import { lazyComponent, LoadFailureBoundary } from './lazy-page';

export interface OnDemandDialog<P extends object> {
  (props: P): React.JSX.Element | null;
  preload(): Promise<unknown>;
}

/**
 * An antd dialog of the sign-in pages, loaded the first time it opens (its chunk and antd's core, ADR 0015) and
 * rendered inside an AntdScope. Until then it renders nothing; once opened it stays mounted, so it closes with
 * antd's own animation and opens again at once. If its code cannot be loaded, a translated toast says so and the
 * page stays usable; opening it again fetches the code again.
 */
export function onDemandDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  onClose: (props: P) => void,
): OnDemandDialog<P> {
  const Lazy = lazyComponent<P>(load);
  function Dialog(props: P) {
    const { t } = useTranslation('oauth');
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Adjusting state while rendering (React's pattern for "remember that a prop was once true").
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    const failed = () => {
      Lazy.reset();
      toast.error(t('common.dialogLoadFailed'));
      setOpened(false);
      onClose(props);
    };
    return (
      <LoadFailureBoundary onFailed={failed}>
        <AntdScope>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </AntdScope>
      </LoadFailureBoundary>
    );
  }
  Dialog.preload = () => Promise.all([Lazy.preload(), preloadAntdScope()]);
  return Dialog;
}
