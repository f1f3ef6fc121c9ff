import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { AreaPage } from './AreaPage';
import { createRemoteApp } from './createRemoteApp';
import { loadedRemotes } from './loaded-remotes';
import { renderRemote } from './testing/render-remote';
import type { AreaPageEntry } from './area-pages';

const build = { remote: 'reports' as const, version: '2.3.4-rc', apiClientInstanceId: 'client-abc' };
const i18n = createTestI18n('en', { react: initReactI18next });

function LateReport({ entry }: { entry: AreaPageEntry }) {
  return (
    <AreaPage entry={entry}>
      <p>late report body</p>
    </AreaPage>
  );
}
const App = createRemoteApp({ build, screens: { '/report/report-library/late': LateReport } });

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const h3 = (text: string): HTMLElement => screen.getByText(text, { selector: 'h3' });

describe('createRemoteApp', () => {
  it('landing page: area title, grouped links to every page, and the build footer', () => {
    renderRemote(App, '/report', '/report', i18n);
    expect(h3('Reports')).toBeInTheDocument();
    const nav = screen.getByTestId('area-navigation');
    expect(nav.querySelectorAll('a')).toHaveLength(39);
    expect(screen.getByRole('navigation', { name: 'Report Library' }).querySelectorAll('a')).toHaveLength(35);
    expect(screen.getByTestId('remote-version')).toHaveTextContent('reports@2.3.4-rc');
    expect(screen.getByTestId('remote-api-client-id')).toHaveTextContent('client-abc');
    // Diagnostics, not product text: hidden on the page, listed on the shell's /diagnostics.
    expect(screen.getByTestId('remote-build')).not.toBeVisible();
    expect(loadedRemotes()).toContainEqual({ remote: 'reports', version: '2.3.4-rc', apiClientInstanceId: 'client-abc' });
  });

  it('a link opens the titled page with a breadcrumb back to the area', () => {
    renderRemote(App, '/report', '/report', i18n);
    fireEvent.click(screen.getByRole('link', { name: i18n.t('menu:report.calculation') }));
    expect(h3(i18n.t('menu:report.calculation'))).toBeInTheDocument();
    expect(screen.queryByTestId('remote-version')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(screen.getByTestId('area-navigation')).toBeInTheDocument();
  });

  it('nested pages show their group in the breadcrumb', () => {
    renderRemote(App, '/report', '/report/report-library/absent', i18n);
    const crumbs = screen.getByRole('navigation', { name: '' }).textContent ?? '';
    expect(crumbs).toContain('Report Library');
    expect(h3(i18n.t('menu:report.report-library.absent'))).toBeInTheDocument();
  });

  it('renders a registered screen instead of the generic page', () => {
    renderRemote(App, '/report', '/report/report-library/late', i18n);
    expect(screen.getByText('late report body')).toBeInTheDocument();
    expect(h3(i18n.t('menu:report.report-library.late'))).toBeInTheDocument();
  });

  it('shows a translated not-found inside the area for an unknown sub-path, with a way back', () => {
    renderRemote(App, '/report', '/report/no-such-page', i18n);
    expect(screen.getByText(i18n.t('default:notFound.title'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reports' }));
    expect(screen.getByTestId('area-navigation')).toBeInTheDocument();
  });

  it('serves only the area it is mounted at', () => {
    renderRemote(App, '/ralvie', '/ralvie', i18n);
    const links = [...screen.getByTestId('area-navigation').querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/ralvie/dashboard', '/ralvie/productivity-summary', '/ralvie/configuration']);
  });

  it('follows the language of the shell', async () => {
    renderRemote(App, '/report', '/report/calculation', i18n);
    const english = i18n.t('menu:report.calculation');
    await act(() => i18n.changeLanguage('ar'));
    const arabic = i18n.t('menu:report.calculation');
    expect(arabic).not.toBe(english);
    expect(h3(arabic)).toBeInTheDocument();
  });
});
