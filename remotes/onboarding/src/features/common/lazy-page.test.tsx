import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

const Hello: ComponentType = () => <p>loaded page</p>;

describe('lazyPage', () => {
  it('shows the fallback until the page loads, then the page', async () => {
    let resolve: (component: ComponentType) => void = () => undefined;
    const Page = lazyPage(() => new Promise<ComponentType>((r) => (resolve = r)));
    render(<Suspense fallback={<p>waiting</p>}><Page /></Suspense>);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    resolve(Hello);
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Page = lazyPage(load);
    await Page.preload();
    render(<Suspense fallback={<p>waiting</p>}><Page /></Suspense>);
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
});
