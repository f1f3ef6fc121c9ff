/** Test harness for the personnel list panels: an api-client over an in-memory handler, the providers and a router (lists keep their state in the URL). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient, type ApiClient } from '@timekeep/api-client';
import { createFakeTransport, makeJwt, type RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { createTestI18n } from '@timekeep/i18n/testing';
import { AppProvider, DialogProvider, type WidgetServices } from '@timekeep/ui';

export type Handler = Parameters<typeof createFakeTransport>[0];
export type { RecordedRequest };

export const envelope = (data: unknown, code = 'ZPER0000') => ({ code, context: {}, data });

/** A paged answer the way the personnel lists give it. */
export function pageOf<T>(rows: ReadonlyArray<T>, query: URLSearchParams) {
  const page = Number(query.get('page'));
  const size = Number(query.get('page_size'));
  return envelope({ data: rows.slice((page - 1) * size, page * size), total: rows.length, page, page_size: size, next: page * size < rows.length ? page + 1 : null });
}

export function queryOf(request: RecordedRequest): URLSearchParams {
  return new URL(request.url, 'http://x').searchParams;
}

export function createHarness(handler: Handler) {
  const { adapter, requests } = createFakeTransport(handler);
  const storage = new Map<string, string>([['accessToken', makeJwt({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 3600 })]]);
  const i18n = createTestI18n('en');
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
  const renderPanel = (panel: (client: ApiClient) => ReactElement) =>
    render(
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <AntApp>
            <AppProvider services={services}>
              <MemoryRouter>
                <DialogProvider>{panel(client)}</DialogProvider>
              </MemoryRouter>
            </AppProvider>
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>,
    );
  return { client, requests, i18n, renderPanel };
}

/** Captures what saveDownload hands the browser (shared with the other remotes' tests). */
export { captureDownloads } from '@timekeep/ui/src/resource/testing/downloads';
