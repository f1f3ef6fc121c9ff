import { createTestI18n } from '@timekeep/i18n/testing';
import { createToastQueue } from '@timekeep/ui';
import { announceSessionNotice } from './session-notice';

function arrive(href: string, lng = 'en') {
  const queue = createToastQueue();
  const replaced: string[] = [];
  const i18n = createTestI18n(lng);
  const announced = announceSessionNotice(href, {
    translate: (key) => i18n.t(key),
    show: (type, message) => queue.show(type, message),
    replaceUrl: (url) => replaced.push(url),
  });
  return { announced, toasts: queue.getVisible().map(({ type, message }) => ({ type, message })), replaced };
}

describe('session-timeout notice after a redirect from a company host (SPEC §8)', () => {
  it('shows the info toast "Session Timeout" on company verification and drops the marker from the address', () => {
    const { announced, toasts, replaced } = arrive('http://localhost:8080/onboard/company-verification?notice=session-timeout');
    expect(announced).toBe(true);
    expect(toasts).toEqual([{ type: 'info', message: 'Session Timeout' }]);
    expect(replaced).toEqual(['/onboard/company-verification']);
  });

  it('speaks the visitor language and keeps other parameters', () => {
    const { toasts, replaced } = arrive('https://timekeep.example/onboard/company-verification?lang=ar&notice=session-timeout#top', 'ar');
    expect(toasts).toEqual([{ type: 'info', message: createTestI18n('ar').t('api:sessionTimeout') }]);
    expect(toasts[0].message).not.toBe('Session Timeout');
    expect(replaced).toEqual(['/onboard/company-verification?lang=ar#top']);
  });

  it('says nothing on an ordinary visit', () => {
    expect(arrive('http://localhost:8080/onboard/company-verification')).toEqual({ announced: false, toasts: [], replaced: [] });
    expect(arrive('http://localhost:8080/onboard/company-verification?notice=other').announced).toBe(false);
  });
});
