import '@testing-library/jest-dom';
import { Component, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import en from '../../../../i18n/locales/en/default.json';
import { AntdScope } from './AntdScope';

// The scope's chunk fails this many times before it loads (jest turns the dynamic import into a require).
let mockFailuresLeft = 0;
jest.mock('./AntdScopeProvider', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('Loading chunk 123 failed');
  }
  return jest.requireActual('./AntdScopeProvider');
});

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', ns: ['default'], defaultNS: 'default', resources: { en: { default: en } }, initAsync: false });

class OuterBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>outer caught: {this.state.error}</p> : this.props.children;
  }
}

function Thrower(): ReactNode {
  throw new Error('a child broke');
}

describe('AntdScope when antd cannot be loaded', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says so in place with Retry, without loading again by itself, and loads on Retry', async () => {
    mockFailuresLeft = 1;
    render(
      <I18nextProvider i18n={i18n}>
        <AntdScope>
          <p>inside antd</p>
        </AntdScope>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded. Check your connection and try again.');
    expect(mockFailuresLeft).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The retry really loads antd's provider (and antd with it): seconds on a loaded machine, nothing shown meanwhile.
    expect(await screen.findByText('inside antd', {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);

  it("passes its children's own errors on to the next boundary", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <OuterBoundary>
          <AntdScope>
            <Thrower />
          </AntdScope>
        </OuterBoundary>
      </I18nextProvider>,
    );
    expect(await screen.findByText('outer caught: a child broke')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
