import type { i18n as I18nInstance, TOptions } from 'i18next';
import { apiClient, configureApiClient } from '@timekeep/api-client';
import { toastQueue } from '@timekeep/ui';

/**
 * Lends the api-client what it must not own itself (SPEC §8): i18next for messages, the shared toast queue for
 * notices, and navigation. Called once at start, before the first request (region identification).
 */
export function configureShellApiClient(i18n: I18nInstance): void {
  configureApiClient({
    translate: (key, options) => i18n.t(key, options as TOptions),
    notify: ({ type, message }) => {
      toastQueue.show(type, message);
    },
    navigate: (url) => window.location.assign(url),
    getLocation: () => window.location,
    language: () => i18n.resolvedLanguage ?? i18n.language,
  });
}

/** Same-origin redirects (e.g. a 401 → company verification) stay inside the single-page app. */
export function routeApiClientNavigation(navigate: (path: string, options: { replace: boolean }) => void): void {
  apiClient.configure({
    navigate: (url) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
      else window.location.assign(target.href);
    },
  });
}
