/**
 * Test harness: the onboarding App mounted the way the shell mounts it (both areas under one router, a `/` page
 * standing for the main application), over a fake api transport, with the real translation files.
 */
import { configure, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApiClient, type ApiClient, type PageLocation } from '@timekeep/api-client';
import {
  createFakeTransport,
  makeJwt,
  type FakeHandler,
  type FakeReply,
  type RecordedRequest,
} from '@timekeep/api-client/src/test-support/fake-transport';
import { createTestI18n } from '@timekeep/i18n/testing';
import { AppProvider, preloadAntdScope, RegionContext, toastQueue, type MapsConfig, type Region, type ToastItem, type WidgetServices } from '@timekeep/ui';
import { preloadOnboardingDialogs } from '../common/dialogs-on-demand';
import { OAUTH_API, createOnboardingApi } from '../common/onboarding-api';
import type { OnboardingEnv } from '../common/onboarding-env';
import { createOnboardingApp } from '../OnboardingApp';
import { preloadOnboardingPages } from '../routes';

// antd pages are heavy in jsdom: the first render of a form takes seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });
// Pages, dialogs and antd's scope load on demand in the product; tests render them at once, as after the chunks arrived.
beforeAll(() => Promise.all([preloadOnboardingPages(), preloadOnboardingDialogs(), preloadAntdScope()]));

export const TEST_BUILD = { remote: 'onboarding', version: '0.0.0-test', apiClientInstanceId: 'test-client' } as const;

const i18nByLanguage = new Map<string, I18n>();
export function testI18n(lng = 'en'): I18n {
  let instance = i18nByLanguage.get(lng);
  if (!instance) {
    instance = createTestI18n(lng);
    i18nByLanguage.set(lng, instance);
  }
  return instance;
}

/** A success envelope, as the server sends it. */
export const success = (data: unknown = null): FakeReply => ({ status: 200, data: { code: 'ZBOA0000', context: {}, data } });
/** A failure envelope with HTTP 400, as the server sends validation and business errors. */
export const failure = (code: string, message = 'Server says no'): FakeReply => ({
  status: 400,
  data: { code, context: { message }, data: null },
});

/** Replies by onboarding endpoint name (`sign_in`, `user_joined_company`, …); anything else is a 404. */
export type Replies = Record<string, FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>)>;

function handlerFor(replies: Replies): FakeHandler {
  return (request) => {
    const name = request.path.replace(`/web${OAUTH_API}/`, '').replace(/\/$/, '');
    const reply = replies[name];
    if (!reply) return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
    return typeof reply === 'function' ? reply(request) : reply;
  };
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="current-path">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  path: string;
  state?: unknown;
  replies?: Replies;
  lng?: string;
  location?: PageLocation;
  /** The region the shell would provide; none by default (pages fall back to the built-in branding). */
  region?: Region;
  /** The Maps settings the shell reads from the server's public config; none by default (no key). */
  maps?: MapsConfig;
}

export interface OnboardingHarness extends RenderResult {
  client: ApiClient;
  requests: RecordedRequest[];
  /** Requests to one endpoint, by name. */
  calls: (name: string) => RecordedRequest[];
  assigned: string[];
  opened: string[];
  i18n: I18n;
}

export function renderOnboarding({ path, state, replies = {}, lng = 'en', location, region, maps }: RenderOptions): OnboardingHarness {
  const { adapter, requests } = createFakeTransport(handlerFor(replies));
  const pageLocation = location ?? { protocol: 'http:', hostname: 'localhost', port: '8080' };
  const client = createApiClient({
    adapter,
    // Notices go to the shared toast queue, as the shell wires them (shell/src/app/api-client-hooks.ts).
    hooks: { notify: ({ type, message }) => void toastQueue.show(type, message), navigate: () => undefined, getLocation: () => pageLocation, timezone: 'UTC' },
  });
  const assigned: string[] = [];
  const opened: string[] = [];
  const env: OnboardingEnv = {
    client,
    api: createOnboardingApi(client),
    getLocation: () => pageLocation,
    assign: (url) => assigned.push(url),
    openWindow: (url) => opened.push(url),
    storage: window.localStorage,
  };
  const App = createOnboardingApp({ ...TEST_BUILD }, env);
  // The widget services the shell provides to every remote: its api-client, the maps settings, warnings as toasts.
  const services: WidgetServices = {
    get: (apiPath, params) => client.get(apiPath, params),
    post: (apiPath, body) => client.post(apiPath, body),
    maps,
    warn: (message) => {
      toastQueue.show('warning', message);
    },
  };
  const i18n = testI18n(lng);
  const [pathname, search = ''] = path.split('?');
  const result = render(
    <I18nextProvider i18n={i18n}>
      <RegionContext.Provider value={region ?? null}>
        {/* No antd provider: the onboarding remote scopes its own antd screens, as the shell mounts it (ADR 0015). */}
        <AppProvider services={services}>
          <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
            <Routes>
              <Route path="/oauth/*" element={<App basePath="/oauth" />} />
              <Route path="/onboard/*" element={<App basePath="/onboard" />} />
              <Route path="/" element={<h1>Main application</h1>} />
            </Routes>
            <CurrentLocation />
          </MemoryRouter>
        </AppProvider>
      </RegionContext.Provider>
    </I18nextProvider>,
  );
  const calls = (name: string) => requests.filter((r) => r.path === `/web${OAUTH_API}/${name}/`);
  return Object.assign(result, { client, requests, calls, assigned, opened, i18n });
}

export function currentPath(): string {
  return screen.getByTestId('current-path').textContent ?? '';
}

export function visibleToasts(): readonly ToastItem[] {
  return toastQueue.getVisible();
}

/** Fresh session storage and toast queue for every test. */
export function resetOnboardingState(): void {
  window.localStorage.clear();
  toastQueue.clear();
}

/** A button by its visible text; much faster than a role query over antd's DOM in jsdom. */
export function button(name: string | RegExp, container: HTMLElement = document.body): HTMLButtonElement {
  const matches = [...container.querySelectorAll('button, a[role="button"]')].filter((element) => {
    const text = (element.textContent ?? '').trim();
    return typeof name === 'string' ? text === name : name.test(text);
  });
  if (matches.length !== 1) throw new Error(`expected one button "${String(name)}", found ${matches.length}`);
  return matches[0] as HTMLButtonElement;
}

/** An access token the client accepts without refreshing (valid for an hour). */
export function validJwt(tag = 'access'): string {
  return makeJwt({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 3600, tag });
}

/** The open dialog with this title (antd modal), waiting for it to appear. */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const heading = [...document.querySelectorAll('.ant-modal-title')].find((element) => element.textContent === title);
    const dialog = heading?.closest<HTMLElement>('.ant-modal');
    if (!dialog) throw new Error(`no open dialog titled "${title}"`);
    return dialog;
  });
}
