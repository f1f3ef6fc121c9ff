import type { ComponentType } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteAppProps } from '@timekeep/contracts';
import { AppProvider, type WidgetServices } from '../../widgets/providers/AppProvider';
import { DialogProvider } from '../../widgets/providers/DialogProvider';

/** The shell wraps every remote in the widget services and dialog host; here they answer empty results. */
const emptyServices: WidgetServices = {
  get: () => Promise.resolve({ code: 'ZGEN0000', context: {}, data: { data: [], total: 0, page: 1, page_size: 10, next: null } }),
  post: () => Promise.resolve({ code: 'ZGEN0000', context: {}, data: [] }),
};

/** Test-only: the router's current path, so tests can assert where a page redirected to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="test-location" hidden>{location.pathname}</output>;
}

/**
 * Renders a remote's App the way the shell mounts it: `<Route path="<base>/*">` inside the host's router, with
 * the given i18next instance and antd providers around it, at the browser path `path`.
 */
export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  basePath: string,
  path: string,
  i18n: I18n,
): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider>
        <AntApp>
          <AppProvider services={emptyServices}>
            <DialogProvider>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            </DialogProvider>
          </AppProvider>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
}
