import '@testing-library/jest-dom';
import { useContext } from 'react';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { AREAS, CONTRACT_MAJOR, federationName, REMOTE_NAMES, type AreaDefinition, type RemoteName } from '@timekeep/contracts';
import { createTestI18n } from '@timekeep/i18n/testing';
import { preloadAntdScope } from '@timekeep/ui';
import { DeployManifestProvider } from '../federation/DeployManifestProvider';
import { forgetRemoteApp } from '../federation/load-remote-app';
import { manifestOf } from '../test/render-shell';
import { ShellThemeProvider } from '../theme/ShellThemeProvider';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const i18n = createTestI18n('en', { react: initReactI18next });

/** What a remote page sees of antd's configuration: the locale of an AntdScope, or none without one. */
function ScopeProbe() {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return <output data-testid="antd-scope">{locale?.locale ?? 'no antd scope'}</output>;
}

function serve(remotes: RemoteName[]) {
  const table = Object.fromEntries(
    remotes.flatMap((remote) => [
      [`${federationName(remote)}/App`, { default: ScopeProbe }],
      [`${federationName(remote)}/manifest`, { default: { remote, contract: CONTRACT_MAJOR, version: '1.0.0', namespaces: [] } }],
    ]),
  );
  jest.mocked(loadRemote).mockImplementation((id: string) =>
    id in table ? Promise.resolve(table[id]) : Promise.reject(new Error(`no ${id}`)),
  );
}

/** The route table with onboarding scoped by the shell, or by its remote (as it is since ADR 0015). */
const everyAreaScopedByShell: AreaDefinition[] = AREAS.map((area) => ({ ...area, antdScope: 'shell' }));
const onboardingScopesItself: AreaDefinition[] = AREAS.map((area) => ({
  ...area,
  antdScope: area.remote === 'onboarding' ? 'remote' : 'shell',
}));

function renderRoutes(path: string, areas: readonly AreaDefinition[], deployed: RemoteName[]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ShellThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <DeployManifestProvider load={() => Promise.resolve({ ok: true, manifest: manifestOf(deployed) })}>
            <AppRoutes areas={areas} />
          </DeployManifestProvider>
        </MemoryRouter>
      </ShellThemeProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await preloadAntdScope();
});
beforeEach(() => {
  REMOTE_NAMES.forEach(forgetRemoteApp);
  serve(['onboarding', 'payment-results']);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("the shell's antd scope per top-level route (ADR 0015)", () => {
  it('leaves only the main application inside the shell scope: a main area is never scoped by its remote', () => {
    expect(AREAS.filter((area) => area.authenticated && area.antdScope !== 'shell')).toEqual([]);
  });

  it('wraps a route the shell scopes in its AntdScope', async () => {
    renderRoutes('/onboard/sign-in', everyAreaScopedByShell, ['onboarding']);
    expect(await screen.findByTestId('antd-scope')).toHaveTextContent('en');
  });

  it('renders a route flagged "remote" without any antd scope around it, while the others keep theirs', async () => {
    const signIn = renderRoutes('/onboard/sign-in', onboardingScopesItself, ['onboarding']);
    expect(await screen.findByTestId('antd-scope')).toHaveTextContent('no antd scope');
    expect(document.querySelector('.ant-app')).toBeNull();
    signIn.unmount();

    renderRoutes('/payment/telr', onboardingScopesItself, ['payment-results']);
    expect(await screen.findByTestId('antd-scope')).toHaveTextContent('en');
  });

  it('gives the fallback of a route its remote scopes an antd scope of its own', async () => {
    renderRoutes('/onboard/sign-in', onboardingScopesItself, ['payment-results']);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('data-reason', 'not-deployed');
    expect(fallback.closest('.ant-app')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
