import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { apiClient } from '@timekeep/api-client';
import { REMOTE_NAMES } from '@timekeep/contracts';
import { forgetRemoteApp } from '../federation/load-remote-app';
import { renderShell } from '../test/render-shell';
import { takeSwitchCompanyTokens } from './switch-company';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

beforeEach(() => {
  window.localStorage.clear();
  REMOTE_NAMES.forEach(forgetRemoteApp);
  jest.mocked(loadRemote).mockReset();
});

describe('takeSwitchCompanyTokens', () => {
  function fakeHistory(state: unknown = { idx: 0, key: 'k' }) {
    return { state, replaceState: jest.fn() };
  }

  it('stores state as access token and refresh as refresh token and rewrites the history entry without them', () => {
    const history = fakeHistory();
    const sink = { setTokens: jest.fn() };
    const stored = takeSwitchCompanyTokens({ pathname: '/switch-company', search: '?state=AAA&refresh=RRR&lng=ar', hash: '#x' }, history, sink);
    expect(stored).toBe(true);
    expect(sink.setTokens).toHaveBeenCalledWith({ access: 'AAA', refresh: 'RRR' });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0, key: 'k' }, '', '/switch-company?lng=ar#x');
  });

  it('still scrubs a lone token from the URL but stores nothing without a complete pair', () => {
    const history = fakeHistory();
    const sink = { setTokens: jest.fn() };
    expect(takeSwitchCompanyTokens({ pathname: '/switch-company', search: '?state=AAA', hash: '' }, history, sink)).toBe(false);
    expect(sink.setTokens).not.toHaveBeenCalled();
    expect(history.replaceState).toHaveBeenCalledWith(expect.anything(), '', '/switch-company');
  });

  it('leaves history alone when the URL carries no tokens', () => {
    const history = fakeHistory();
    takeSwitchCompanyTokens({ pathname: '/switch-company', search: '', hash: '' }, history, { setTokens: jest.fn() });
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('/switch-company in the shell', () => {
  it('stores the tokens, removes them from the address bar and history, and lands on /', async () => {
    const lengthBefore = window.history.length;
    renderShell({ path: '/switch-company?state=access-jwt&refresh=refresh-jwt' });
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(apiClient.tokens.getAccessToken()).toBe('access-jwt');
    expect(apiClient.tokens.getRefreshToken()).toBe('refresh-jwt');
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toContain('access-jwt');
    // Replaced, not pushed: no history entry with the tokens remains to go back to.
    expect(window.history.length).toBe(lengthBefore);
  });

  it('remembers the company code of the handed-over session (the expiry redirect strips it from the host)', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ code: 'ZBOA0000', context: {}, data: { company_domain: 'acme' } });
    renderShell({ path: '/switch-company?state=access-jwt&refresh=refresh-jwt' });
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/oauth/api/v2/current-company/');
    expect(apiClient.tokens.getCompanyCode()).toBe('acme');
    get.mockRestore();
  });

  it('without tokens goes on to / and from there to company verification', async () => {
    jest.mocked(loadRemote).mockImplementation(() => new Promise(() => undefined));
    renderShell({ path: '/switch-company' });
    await waitFor(() => expect(window.location.pathname).toBe('/onboard/company-verification'));
    expect(apiClient.tokens.getAccessToken()).toBeNull();
  });
});
