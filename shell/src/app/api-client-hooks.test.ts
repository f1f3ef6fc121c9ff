import { initReactI18next } from 'react-i18next';
import { apiClient, configureApiClient, type ApiClientHooks } from '@timekeep/api-client';
import { createTestI18n } from '@timekeep/i18n/testing';
import { toastQueue } from '@timekeep/ui';
import { configureShellApiClient, routeApiClientNavigation } from './api-client-hooks';

jest.mock('@timekeep/api-client', () => ({
  ...jest.requireActual('@timekeep/api-client'),
  configureApiClient: jest.fn(),
}));

function configuredHooks(): ApiClientHooks {
  const calls = jest.mocked(configureApiClient).mock.calls;
  return calls[calls.length - 1][0];
}

describe('api-client wiring', () => {
  beforeEach(() => toastQueue.clear());

  it("sends the client's notices to the shared toast queue", () => {
    configureShellApiClient(createTestI18n('en', { react: initReactI18next }));
    configuredHooks().notify({ type: 'info', message: 'Session Timeout' });
    expect(toastQueue.getVisible()).toEqual([expect.objectContaining({ type: 'info', message: 'Session Timeout' })]);
  });

  it('translates with the shell i18next instance, in the current language', () => {
    configureShellApiClient(createTestI18n('tr', { react: initReactI18next }));
    const { translate } = configuredHooks();
    const english = createTestI18n('en').t('api:sessionTimeout');
    const turkish = translate('api:sessionTimeout');
    expect(turkish).not.toBe('api:sessionTimeout');
    expect(turkish).not.toBe(english);
    expect(translate('api:NO_SUCH_CODE', { defaultValue: 'fallback text' })).toBe('fallback text');
  });

  it('keeps same-origin redirects (a 401 → company verification) inside the router', () => {
    const configure = jest.spyOn(apiClient, 'configure');
    const navigate = jest.fn();
    routeApiClientNavigation(navigate);
    const hooks = configure.mock.calls[configure.mock.calls.length - 1][0];
    hooks.navigate?.(`${window.location.origin}/onboard/company-verification?x=1`);
    expect(navigate).toHaveBeenCalledWith('/onboard/company-verification?x=1', { replace: true });
    configure.mockRestore();
  });
});
