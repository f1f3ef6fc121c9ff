import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PermissionsProvider, type SignedInUser } from '@timekeep/ui';
import { AppLoading } from '../pages/AppLoading';
import { CompanyLanguageSync } from './company-settings';
import { SignedInUserLoader } from './user-loader';

type State = { kind: 'loading' } | { kind: 'ready'; user: SignedInUser } | { kind: 'failed' };

/**
 * Reads `current-user/` once per visit of the main application and provides its permissions to the menu, the
 * routes and every remote's screens (`usePermissions()`); nothing gated renders before they are known.
 */
export function SignedInUserGate({ children }: { children: ReactNode }) {
  const loadUser = useContext(SignedInUserLoader);
  const { t } = useTranslation('default');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    let live = true;
    setState({ kind: 'loading' });
    loadUser().then(
      (user) => live && setState({ kind: 'ready', user }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loadUser]);
  useEffect(load, [load]);

  if (state.kind === 'loading') return <AppLoading />;
  if (state.kind === 'failed') {
    return (
      <Result
        status="warning"
        title={t('session.userLoadFailed')}
        extra={
          <Button type="primary" onClick={() => load()}>
            {t('session.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <PermissionsProvider user={state.user}>
      <CompanyLanguageSync />
      {children}
    </PermissionsProvider>
  );
}
