import { act, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { createRemoteApp } from './createRemoteApp';
import { mountStandaloneRemote } from './standalone';

// The real createI18n fetches translation files over HTTP; the standalone wiring is what is under test here.
jest.mock('@timekeep/i18n', () => ({
  ...jest.requireActual('@timekeep/i18n'),
  createI18n: () => Promise.resolve(createTestI18n('en', { react: initReactI18next })),
}));

const App = createRemoteApp({ build: { remote: 'personnel', version: '1.2.3', apiClientInstanceId: 'id-1' } });

async function mountAt(path: string): Promise<void> {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.pushState({}, '', path);
  await act(() => mountStandaloneRemote('personnel', App));
}

describe('mountStandaloneRemote', () => {
  it('mounts each area of the remote at its base path, deep links included', async () => {
    await mountAt('/team/workflow-node');
    expect(await screen.findByText('Workflow Node', { selector: 'h3' })).toBeInTheDocument();
  });

  it('lists the remote\'s areas at any other path', async () => {
    await mountAt('/');
    const links = (await screen.findAllByRole('link')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/company', '/team', '/complement', '/personal']);
  });

  it('fails clearly on a page without #root', async () => {
    document.body.innerHTML = '';
    await expect(mountStandaloneRemote('personnel', App)).rejects.toThrow('the page has no #root element');
  });
});
