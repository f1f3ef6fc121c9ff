import { createApiClient, type ApiClient, type ApiClientOptions } from '../client';
import type { Toast, TranslateOptions } from '../hooks';
import type { PageLocation } from '../session-redirect';
import { createFakeTransport, NOW_MS, type FakeHandler, type RecordedRequest } from './fake-transport';

export interface ClientFixture {
  client: ApiClient;
  requests: RecordedRequest[];
  toasts: Toast[];
  navigations: string[];
  location: PageLocation;
}

/** A client over the fake transport with recording hooks and a fixed clock; translations come from `dictionary`. */
export function clientFixture(
  handler: FakeHandler,
  options: Partial<ApiClientOptions> & { dictionary?: Record<string, string>; location?: PageLocation } = {},
): ClientFixture {
  const { adapter, requests } = createFakeTransport(handler);
  const toasts: Toast[] = [];
  const navigations: string[] = [];
  const location = options.location ?? { protocol: 'http:', hostname: 'acme.localhost', port: '8080' };
  const dictionary = options.dictionary ?? {};
  const client = createApiClient({
    adapter,
    now: () => NOW_MS,
    ...options,
    hooks: {
      // Behaves like i18next: a missing key yields defaultValue, else the key without namespace.
      translate: (key: string, translateOptions?: TranslateOptions) =>
        dictionary[key] ?? translateOptions?.defaultValue ?? key.replace(/^[^:]+:/, ''),
      notify: (toast) => toasts.push(toast),
      navigate: (url) => navigations.push(url),
      getLocation: () => location,
      timezone: 'America/Mexico_City',
      ...options.hooks,
    },
  });
  return { client, requests, toasts, navigations, location };
}
