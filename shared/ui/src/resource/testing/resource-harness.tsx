/** Test harness for resource screens: an api-client over an in-memory handler, the providers, a router with a URL probe. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApiClient, type ApiClient } from '@timekeep/api-client';
import { createFakeTransport, makeJwt, type FakeHandler, type RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import type { UserPermissions } from '@timekeep/contracts';
import { createTestI18n } from '@timekeep/i18n/testing';
import { AppProvider, type WidgetServices } from '../../widgets/providers/AppProvider';
import { DialogProvider } from '../../widgets/providers/DialogProvider';
import { PermissionsProvider } from '../permissions';

export type { RecordedRequest };

export const envelope = (data: unknown, code = 'ZGEN0000') => ({ code, context: {}, data });

export function queryOf(request: RecordedRequest): URLSearchParams {
  return new URL(request.url, 'http://x').searchParams;
}

/** A paged answer the way the kernel gives it. */
export function pageOf<T>(rows: ReadonlyArray<T>, query: URLSearchParams) {
  const page = Number(query.get('page'));
  const size = Number(query.get('page_size'));
  return envelope({ data: rows.slice((page - 1) * size, page * size), total: rows.length, page, page_size: size, next: page * size < rows.length ? page + 1 : null });
}

/** Shows the router's current search in the DOM so tests can read the URL. */
function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}

export interface HarnessOptions {
  url?: string;
  lng?: string;
  /** The signed-in user's permissions; none → no provider (everything shown). */
  user?: (UserPermissions & { id?: number }) | null;
  /** antd's light (default) or dark algorithm, as the shell's theme button switches it. */
  mode?: 'light' | 'dark';
}

export function createResourceHarness(handler: FakeHandler, { url = '/list', lng = 'en', user, mode = 'light' }: HarnessOptions = {}) {
  const { adapter, requests } = createFakeTransport(handler);
  const storage = new Map<string, string>([['accessToken', makeJwt({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 3600 })]]);
  const i18n = createTestI18n(lng);
  const client = createApiClient({
    adapter,
    storage: () => ({
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }),
    hooks: { translate: (key, options) => i18n.t(key, options), notify: () => undefined, navigate: () => undefined, timezone: 'UTC' },
  });
  const services: WidgetServices = { get: (path, params) => client.get(path, params), post: (path, body) => client.post(path, body) };
  const renderScreen = (screen: (client: ApiClient) => ReactElement) => {
    const content = <DialogProvider>{screen(client)}</DialogProvider>;
    return render(
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { motion: false } }} direction={lng === 'ar' ? 'rtl' : 'ltr'}>
          <AntApp>
            <AppProvider services={services}>
              <MemoryRouter initialEntries={[url]}>
                {user === undefined ? content : <PermissionsProvider user={user}>{content}</PermissionsProvider>}
                <UrlProbe />
              </MemoryRouter>
            </AppProvider>
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>,
    );
  };
  return { client, requests, i18n, renderScreen };
}
