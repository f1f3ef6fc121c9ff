import { Component, Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { preloadAntdScope } from '@timekeep/ui';
import { lazyPage } from './lazy-page';

const Hello: ComponentType = () => <p>loaded page</p>;

// antd's scope reads the language (antd locale, direction).
const i18n = createTestI18n('en');
const WithI18n = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

/** Says whether it renders inside antd's configured provider (the brand's button loading config is set). */
function InsideAntd() {
  const { button } = useContext(ConfigProvider.ConfigContext);
  return <p>{button ? 'inside antd scope' : 'outside antd scope'}</p>;
}

describe('lazyPage inside antd', () => {
  it("shows the plain page spinner while antd's scope loads, then the page inside it", async () => {
    const Page = lazyPage(() => Promise.resolve(InsideAntd));
    const { container } = render(<Page />, { wrapper: WithI18n });
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(await screen.findByText('inside antd scope')).toBeInTheDocument();
  });
});

describe('lazyPage', () => {
  // antd's scope is loaded: what suspends is the page's own chunk.
  beforeAll(() => preloadAntdScope());

  it('shows the plain page spinner until the page loads, then the page', async () => {
    let resolve: (component: ComponentType) => void = () => undefined;
    const Page = lazyPage(() => new Promise<ComponentType>((r) => (resolve = r)));
    const { container } = render(<Suspense fallback={<p>waiting</p>}><Page /></Suspense>, { wrapper: WithI18n });
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    resolve(Hello);
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
  });

  it('keeps the page (and what the user did on it) when it renders again after loading', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
    }
    const Page = lazyPage(() => Promise.resolve(Counter));
    const tree = (label: string) => (
      <>
        <p>{label}</p>
        <Page />
      </>
    );
    const { rerender } = render(tree('first'), { wrapper: WithI18n });
    fireEvent.click(await screen.findByRole('button', { name: 'clicked 0' }));
    rerender(tree('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Page = lazyPage(load);
    await Page.preload();
    render(<Suspense fallback={<p>waiting</p>}><Page /></Suspense>, { wrapper: WithI18n });
    expect(screen.getByText('loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed chunk, so a retry can succeed', async () => {
    const load = jest.fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(Hello);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('ChunkLoadError');
    await expect(Page.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a page that cannot load reaches the error boundary around it (no endless reloading); mounted again, it loads', async () => {
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Hello);
    const Page = lazyPage(load);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<AreaBoundary key="first"><Page /></AreaBoundary>, { wrapper: WithI18n });
    expect(await screen.findByText('area unavailable')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // React renders once more after an error before it gives up; nothing loads after that.
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();

    // The shell's Retry mounts the area again.
    rerender(<AreaBoundary key="retry"><Page /></AreaBoundary>);
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

/** Stands for the shell's boundary around a remote area. */
class AreaBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p>area unavailable</p> : this.props.children;
  }
}
