import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { API_CLIENT_INSTANCE_ID, apiClient } from '@timekeep/api-client';
import { toastQueue, useAppServices, useDialog } from '@timekeep/ui';
import { CONTRACT_MAJOR, REMOTE_NAMES, type RemoteAppProps } from '@timekeep/contracts';
import { forgetRemoteApp } from '../federation/load-remote-app';
import { THEME_MODE_STORAGE_KEY } from '../theme/theme-mode-storage';
import { manifestOf, renderShell, TEST_REGION } from '../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function OnboardingApp({ basePath }: RemoteAppProps) {
  return <p>onboarding remote at {basePath}</p>;
}
function PersonnelApp({ basePath }: RemoteAppProps) {
  return <p>personnel remote at {basePath}</p>;
}

/** A remote page using what the shared widgets need from the shell. */
function WidgetUsingApp() {
  const services = useAppServices();
  const dialog = useDialog();
  return (
    <>
      <p>maps key {services.maps?.apiKey ?? 'none'}</p>
      <button onClick={() => services.warn?.('Invalid location')}>warn</button>
      <button onClick={() => void dialog.confirm({ title: 'Delete it?' })}>ask</button>
    </>
  );
}

function serveRemotes() {
  const table: Record<string, unknown> = {
    'onboarding/App': { default: OnboardingApp },
    'onboarding/manifest': { default: { remote: 'onboarding', contract: CONTRACT_MAJOR, version: '1.0.0', namespaces: ['oauth'] } },
    'personnel/App': { default: PersonnelApp },
    'attendance/App': { default: WidgetUsingApp },
    'attendance/manifest': { default: { remote: 'attendance', contract: CONTRACT_MAJOR, version: '1.0.0', namespaces: ['att'] } },
    'personnel/manifest': { default: { remote: 'personnel', contract: CONTRACT_MAJOR, version: '1.0.0', namespaces: ['per'] } },
  };
  jest.mocked(loadRemote).mockImplementation((id: string) =>
    id in table ? Promise.resolve(table[id]) : Promise.reject(new Error(`no ${id}`)),
  );
}

function signIn() {
  apiClient.tokens.setTokens({ access: 'header.payload.sig', refresh: 'refresh' });
}

beforeEach(() => {
  window.localStorage.clear();
  document.title = 'Timekeep';
  REMOTE_NAMES.forEach(forgetRemoteApp);
  jest.mocked(loadRemote).mockReset();
  serveRemotes();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('App start (SPEC §4)', () => {
  it('shows a progress indicator while the region loads, then sets the page title to the product name', async () => {
    signIn();
    renderShell({ path: '/' });
    expect(screen.getByRole('progressbar', { name: 'Preparing your workspace…' })).toBeInTheDocument();
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    // Build and instance ids are diagnostics (/diagnostics), not product text.
    expect(screen.queryByTestId('shell-api-client-id')).not.toBeInTheDocument();
    expect(document.title).toBe(TEST_REGION.product_name);
    expect(screen.getByTestId('product-name')).toHaveTextContent(TEST_REGION.product_name);
    expect(screen.getByTestId('copyright')).toHaveTextContent(TEST_REGION.copyright);
  });

  it('shows the shell api-client instance on /diagnostics', async () => {
    signIn();
    renderShell({ path: '/diagnostics' });
    expect(await screen.findByTestId('shell-api-client-id')).toHaveTextContent(API_CLIENT_INSTANCE_ID);
    expect(screen.getByText('No remote has been loaded on this page yet.')).toBeInTheDocument();
  });

  it('shows only the translated "Invalid Access" page when region identification fails', async () => {
    signIn();
    const { loadManifest } = renderShell({ path: '/', region: null, language: 'es-MX' });
    expect(await screen.findByText('Acceso no válido')).toBeInTheDocument();
    expect(screen.queryByTestId('home-page')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(loadManifest).not.toHaveBeenCalled();
    expect(document.title).toBe('Timekeep');
  });

  it('lays the page out right to left in Arabic', async () => {
    signIn();
    renderShell({ path: '/', language: 'ar' });
    await screen.findByTestId('home-page');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('shell-theme-root')).toHaveAttribute('dir', 'rtl');
    expect(document.querySelector('.ant-menu-rtl, .ant-layout-rtl')).not.toBeNull();
  });

  it('lays the page out left to right in English', async () => {
    signIn();
    renderShell({ path: '/', language: 'en' });
    await screen.findByTestId('home-page');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.querySelector('.ant-menu-rtl, .ant-layout-rtl')).toBeNull();
  });
});

describe('routes (SPEC §2)', () => {
  it('sends a visitor without a session from the main application to company verification', async () => {
    renderShell({ path: '/company/department' });
    expect(await screen.findByText('onboarding remote at /onboard')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/onboard/company-verification');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders an unknown path as the translated not-found page inside the layout', async () => {
    signIn();
    renderShell({ path: '/no/such/page' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows the exact SPEC text on /unauthorized, without a session', async () => {
    renderShell({ path: '/unauthorized' });
    expect(await screen.findByText('Unauthorized: You do not have permission to access this page.')).toBeInTheDocument();
  });

  it('renders the widget gallery on /dev/widgets without a session', async () => {
    renderShell({ path: '/dev/widgets' });
    expect(await screen.findByTestId('widget-gallery', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Widget gallery' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dev/widgets');
  });

  it('mounts an area remote at its base path inside the layout, with the menu built from the route table', async () => {
    signIn();
    renderShell({ path: '/team/employee' });
    expect(await screen.findByText('personnel remote at /team')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Attendance')).toBeInTheDocument();
    expect(within(nav).getByText('Team')).toBeInTheDocument();
    // The current area is open, its pages are links.
    expect(within(nav).getByRole('link', { name: 'Employee' })).toHaveAttribute('href', '/team/employee');
  });

  it('keeps shell and public pages working when the deploy manifest is malformed', async () => {
    signIn();
    renderShell({ path: '/dashboard', manifest: { ok: false, reason: 'invalid', details: ['schema: Invalid input'] } });
    expect(await screen.findByText('Open an area to get started.')).toBeInTheDocument();
    // The dashboard's card for the Company area leads to a remote route.
    const companyCard = document.querySelector('a[href="/company"]');
    expect(companyCard).not.toBeNull();
    await act(async () => {
      fireEvent.click(companyCard as Element);
    });
    expect(await screen.findByText('The application configuration could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('/dashboard (ADR 0088)', () => {
  it("mounts the reports remote's dashboard in the shell page, with the remote's namespaces", async () => {
    signIn();
    const table: Record<string, unknown> = {
      'reports/Dashboard': { default: () => <p>reports dashboard</p> },
      'reports/manifest': { default: { remote: 'reports', contract: CONTRACT_MAJOR, version: '1.0.0', namespaces: ['report'] } },
    };
    jest.mocked(loadRemote).mockImplementation((id: string) => (id in table ? Promise.resolve(table[id]) : Promise.reject(new Error(`no ${id}`))));
    renderShell({ path: '/dashboard', manifest: { ok: true, manifest: manifestOf(['reports']) } });
    expect(await screen.findByText('reports dashboard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-area-cards')).not.toBeInTheDocument();
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id).sort()).toEqual(['reports/Dashboard', 'reports/manifest']);
  });

  it('shows the area cards when the reports remote fails to load', async () => {
    signIn();
    renderShell({ path: '/dashboard', manifest: { ok: true, manifest: manifestOf(['reports']) } });
    expect(await screen.findByTestId('dashboard-area-cards')).toBeInTheDocument();
    expect(document.querySelector('a[href="/company"]')).not.toBeNull();
  });
});

describe('widget services for remotes', () => {
  it('gives remote pages the app provider (maps settings from the server, warnings as toasts) and the dialog host', async () => {
    signIn();
    toastQueue.clear();
    renderShell({
      path: '/att/shift',
      manifest: { ok: true, manifest: manifestOf(['attendance']) },
      config: { maps: { apiKey: 'maps-key-from-server' } },
    });
    expect(await screen.findByText('maps key maps-key-from-server')).toBeInTheDocument();
    fireEvent.click(screen.getByText('warn'));
    expect(await screen.findByText('Invalid location')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveAttribute('data-toast-type', 'warning');
    fireEvent.click(screen.getByText('ask'));
    expect(await screen.findByText('Delete it?')).toBeInTheDocument();
    act(() => toastQueue.clear());
  });
});

describe('header', () => {
  it('switches the language at once from the language dialog', async () => {
    signIn();
    renderShell({ path: '/' });
    await screen.findByTestId('home-page');
    fireEvent.click(screen.getByTestId('open-language-dialog'));
    expect(await screen.findByText('Choose language')).toBeInTheDocument();
    const radioOf = (code: string) => screen.getByTestId(`language-option-${code}`) as HTMLInputElement;
    // The language in use is highlighted; all five are offered.
    expect(radioOf('en')).toBeChecked();
    expect(['en', 'es-MX', 'ar', 'tr', 'zh-CN'].map((code) => radioOf(code).checked)).toEqual([true, false, false, false, false]);
    fireEvent.click(radioOf('ar'));
    fireEvent.click(screen.getByText('Confirm'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    // Switched at once: the menu is in Arabic without a reload.
    await waitFor(() => expect(document.querySelector('nav')).toHaveAttribute('aria-label', 'التنقّل الرئيسي'));
    expect(screen.getByTestId('shell-theme-root')).toHaveAttribute('dir', 'rtl');
  });

  it('starts light and toggles to dark, remembering the choice', async () => {
    signIn();
    renderShell({ path: '/' });
    await screen.findByTestId('home-page');
    expect(screen.getByTestId('shell-theme-root')).toHaveAttribute('data-theme-mode', 'light');
    fireEvent.click(screen.getByTestId('toggle-theme'));
    expect(screen.getByTestId('shell-theme-root')).toHaveAttribute('data-theme-mode', 'dark');
    expect(window.localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('dark');
  });

  it('signs out: the session is gone and the visitor is at company verification', async () => {
    signIn();
    renderShell({ path: '/' });
    await screen.findByTestId('home-page');
    fireEvent.click(screen.getByTestId('sign-out'));
    expect(await screen.findByText('onboarding remote at /onboard')).toBeInTheDocument();
    expect(apiClient.tokens.getAccessToken()).toBeNull();
    expect(window.location.pathname).toBe('/onboard/company-verification');
  });
});
