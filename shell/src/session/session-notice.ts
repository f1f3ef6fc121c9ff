import { SESSION_NOTICE_PARAM, SESSION_TIMEOUT_NOTICE } from '@timekeep/api-client';
import type { ToastType } from '@timekeep/ui';

export interface SessionNoticeDeps {
  translate: (key: string) => string;
  show: (type: ToastType, message: string) => void;
  /** Puts the cleaned address in the history entry (no navigation). */
  replaceUrl: (url: string) => void;
}

/**
 * On arrival after a session expired on another host (`?notice=session-timeout`, set by the api-client's redirect):
 * the SPEC §8 info toast "Session Timeout" the previous page could not keep, and the address without the marker
 * (a reload or a shared link says nothing again). Returns whether it announced something.
 */
export function announceSessionNotice(href: string, deps: SessionNoticeDeps): boolean {
  const url = new URL(href);
  if (url.searchParams.get(SESSION_NOTICE_PARAM) !== SESSION_TIMEOUT_NOTICE) return false;
  deps.show('info', deps.translate('api:sessionTimeout'));
  url.searchParams.delete(SESSION_NOTICE_PARAM);
  deps.replaceUrl(`${url.pathname}${url.search}${url.hash}`);
  return true;
}
