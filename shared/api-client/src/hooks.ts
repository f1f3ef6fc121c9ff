import type { PageLocation } from './session-redirect';

export type ToastType = 'success' | 'warning' | 'info' | 'error';

export interface Toast {
  type: ToastType;
  message: string;
}

/** Options passed to `translate`: i18next interpolation values plus `defaultValue` for missing keys. */
export type TranslateOptions = Record<string, unknown> & { defaultValue?: string };

/**
 * What the host application lends the client, so the package stays free of React, i18next and the toast
 * library: the shell passes i18next's `t`, its toast function and a full-page redirect.
 */
export interface ApiClientHooks {
  translate: (key: string, options?: TranslateOptions) => string;
  notify: (toast: Toast) => void;
  /** Full browser navigation (the session-expiry redirect may change host). */
  navigate: (url: string) => void;
  getLocation: () => PageLocation;
  /** IANA zone sent as the `Timezone` header; defaults to the browser's resolved zone. */
  timezone?: string;
  /**
   * The UI's language, sent as `Accept-Language` so what the server words itself (permission labels, export
   * headers, import errors) matches the screen, not the browser's own language. Unset: the browser's header.
   */
  language?: () => string;
}

/** Until the shell configures the client: English fallbacks, no toasts, `window.location` for navigation. */
export function defaultHooks(): ApiClientHooks {
  return {
    translate: (key, options) => options?.defaultValue ?? key,
    notify: () => undefined,
    navigate: (url) => window.location.assign(url),
    getLocation: () => window.location,
  };
}

export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
