import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREAS, CONTRACT_MAJOR, REMOTE_NAMES, type AreaDefinition, type RemoteAppProps, type RemoteName } from '@timekeep/contracts';
import { createTestI18n } from '@timekeep/i18n/testing';
import { manifestOf } from '../test/render-shell';
import { DeployManifestProvider } from './DeployManifestProvider';
import type { ManifestLoadResult } from './deploy-manifest-loader';
import { handleErrorLoadRemote } from './fallback-plugin';
import { forgetRemoteApp } from './load-remote-app';
import { RemoteRoute } from './RemoteRoute';

// Top level, so it is hoisted above the imports (frontend-notes pitfall 20).
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const i18n = createTestI18n('en', { react: initReactI18next });

const attendance = AREAS.find((a) => a.area === 'att') as AreaDefinition;
const deviceArea = AREAS.find((a) => a.area === 'device') as AreaDefinition;

function AttendanceApp({ basePath }: RemoteAppProps) {
  return <p>attendance app at {basePath}</p>;
}

function manifestModule(remote: RemoteName, contract = CONTRACT_MAJOR) {
  return { default: { remote, contract, version: '1.0.0', namespaces: ['att'] } };
}

/** loadRemote answering `<name>/App` and `<name>/manifest` from a table; anything else rejects. */
function answerWith(table: Record<string, unknown>) {
  mockedLoadRemote.mockImplementation((id: string) =>
    id in table ? Promise.resolve(table[id]) : Promise.reject(new Error(`no ${id}`)),
  );
}

const okManifest: ManifestLoadResult = { ok: true, manifest: manifestOf(['attendance', 'devices']) };

function renderRoute(area: AreaDefinition, load: () => Promise<ManifestLoadResult> = () => Promise.resolve(okManifest)) {
  return render(
    <MemoryRouter initialEntries={[`${area.base}/global-rule`]}>
      <DeployManifestProvider load={load}>
        <Routes>
          <Route path={`${area.base}/*`} element={<RemoteRoute area={area} />} />
        </Routes>
      </DeployManifestProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  REMOTE_NAMES.forEach(forgetRemoteApp);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteRoute', () => {
  it('registers the deployed remotes and loads the area remote lazily, mounted at its base path', async () => {
    answerWith({ 'attendance/App': { default: AttendanceApp }, 'attendance/manifest': manifestModule('attendance') });
    renderRoute(attendance);
    expect(await screen.findByText('attendance app at /att')).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'attendance', entry: '/mf/attendance/1.0.0/mf-manifest.json' },
      { name: 'devices', entry: '/mf/devices/1.0.0/mf-manifest.json' },
    ]);
    expect(jest.mocked(registerPlugins)).toHaveBeenCalledTimes(1);
    // Only this route's remote is fetched.
    expect(mockedLoadRemote.mock.calls.map(([id]) => id).sort()).toEqual(['attendance/App', 'attendance/manifest']);
  });

  it("loads the namespaces the remote's ./manifest names before its first render", async () => {
    const loadNamespaces = jest.spyOn(i18n, 'loadNamespaces');
    let namespacesAtFirstRender: unknown[][] | null = null;
    function NamespaceAwareApp({ basePath }: RemoteAppProps) {
      namespacesAtFirstRender ??= loadNamespaces.mock.calls.map((call) => [...call]);
      return <p>ready at {basePath}</p>;
    }
    answerWith({ 'attendance/App': { default: NamespaceAwareApp }, 'attendance/manifest': manifestModule('attendance') });
    renderRoute(attendance);
    expect(await screen.findByText('ready at /att')).toBeInTheDocument();
    expect(namespacesAtFirstRender).toEqual([[['att']]]);
  });

  it('keeps a suspending remote inside its own loading state', async () => {
    let resolve: () => void = () => undefined;
    const pending = new Promise<void>((r) => {
      resolve = r;
    });
    let ready = false;
    let attempted = false;
    function SuspendingApp() {
      attempted = true;
      if (!ready) throw pending;
      return <p>lazy page shown</p>;
    }
    answerWith({ 'attendance/App': { default: SuspendingApp }, 'attendance/manifest': manifestModule('attendance') });
    // As in the shell, an outer boundary (around the whole layout) would otherwise catch the suspension.
    render(
      <MemoryRouter>
        <DeployManifestProvider load={() => Promise.resolve(okManifest)}>
          <Suspense fallback={<p>whole layout replaced</p>}>
            <p>layout stays</p>
            <RemoteRoute area={attendance} />
          </Suspense>
        </DeployManifestProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(attempted).toBe(true));
    // The app suspended: the area's own loading state shows and the layout around it stays.
    expect(screen.getByRole('progressbar', { name: 'Loading Attendance…' })).toBeInTheDocument();
    expect(screen.getByText('layout stays')).toBeInTheDocument();
    expect(screen.queryByText('whole layout replaced')).not.toBeInTheDocument();
    await act(async () => {
      ready = true;
      resolve();
    });
    expect(await screen.findByText('lazy page shown')).toBeInTheDocument();
  });

  it('shows a translated fallback when the entry fails, and retry re-registers with force and loads afresh', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-008 entry 500'));
    renderRoute(attendance);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('data-reason', 'load');
    expect(screen.getByText('Attendance is unavailable')).toBeInTheDocument();

    answerWith({ 'attendance/App': { default: AttendanceApp }, 'attendance/manifest': manifestModule('attendance') });
    const callsBefore = mockedLoadRemote.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('attendance app at /att')).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'attendance', entry: '/mf/attendance/1.0.0/mf-manifest.json' }],
      { force: true },
    );
    expect(mockedLoadRemote.mock.calls.length).toBeGreaterThan(callsBefore);
  });

  it('treats the errorLoadRemote plugin answer (a fallback module) as a failure with retry', async () => {
    const pluginAnswer = handleErrorLoadRemote({ id: 'attendance/App', error: new Error('manifest 404'), from: 'runtime', lifecycle: 'onLoad' });
    answerWith({ 'attendance/App': pluginAnswer, 'attendance/manifest': pluginAnswer });
    renderRoute(attendance);
    expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-reason', 'load');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses a remote whose ./manifest declares another contract major', async () => {
    answerWith({ 'attendance/App': { default: AttendanceApp }, 'attendance/manifest': manifestModule('attendance', CONTRACT_MAJOR + 1) });
    renderRoute(attendance);
    expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-reason', 'contract');
    expect(screen.queryByText(/attendance app/)).not.toBeInTheDocument();
  });

  it('catches a render error of the remote in an error boundary; retry mounts it again', async () => {
    let shouldThrow = true;
    function FlakyApp({ basePath }: RemoteAppProps) {
      if (shouldThrow) throw new Error('render boom');
      return <p>recovered at {basePath}</p>;
    }
    answerWith({ 'attendance/App': { default: FlakyApp }, 'attendance/manifest': manifestModule('attendance') });
    renderRoute(attendance);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('data-reason', 'render');
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered at /att')).toBeInTheDocument();
    // A render error is not a load failure: the remote is not registered again.
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
  });

  it('keeps the rest of the page working when one remote fails', async () => {
    answerWith({ 'attendance/App': { default: AttendanceApp }, 'attendance/manifest': manifestModule('attendance') });
    function TwoAreas() {
      const [showDevices, setShowDevices] = useState(false);
      return (
        <>
          <RemoteRoute area={attendance} />
          <button onClick={() => setShowDevices(true)}>devices</button>
          {showDevices ? <RemoteRoute area={deviceArea} /> : null}
        </>
      );
    }
    render(
      <MemoryRouter>
        <DeployManifestProvider load={() => Promise.resolve(okManifest)}>
          <TwoAreas />
        </DeployManifestProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('attendance app at /att')).toBeInTheDocument();
    fireEvent.click(screen.getByText('devices'));
    expect(await screen.findByText('Device is unavailable')).toBeInTheDocument();
    expect(screen.getByText('attendance app at /att')).toBeInTheDocument();
  });

  it('shows the translated configuration error when the deploy manifest is invalid; retry fetches it again', async () => {
    const load = jest
      .fn<Promise<ManifestLoadResult>, []>()
      .mockResolvedValueOnce({ ok: false, reason: 'invalid', details: ['schema: Invalid input'] })
      .mockResolvedValueOnce(okManifest);
    answerWith({ 'attendance/App': { default: AttendanceApp }, 'attendance/manifest': manifestModule('attendance') });
    renderRoute(attendance, load);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('data-reason', 'manifest');
    expect(screen.getByText('The application configuration could not be loaded.')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('attendance app at /att')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so when the manifest does not deploy the area remote', async () => {
    renderRoute(attendance, () => Promise.resolve({ ok: true, manifest: manifestOf(['devices']) }));
    expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-reason', 'not-deployed');
    expect(screen.getByText('Attendance is not deployed on this server.')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
