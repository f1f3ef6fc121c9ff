import { AREAS, type AreaDefinition } from '@timekeep/contracts';
import { isMainApplicationPath, preloadRouteChunks } from './preload-route-chunks';

const areas: AreaDefinition[] = AREAS.map((area) => ({
  ...area,
  antdScope: area.remote === 'onboarding' ? 'remote' : 'shell',
}));

function preloadsAt(pathname: string) {
  const loadAntdScope = jest.fn(() => Promise.resolve());
  const loadMainLayout = jest.fn(() => Promise.resolve());
  preloadRouteChunks(pathname, { areas, loadAntdScope, loadMainLayout });
  return { scope: loadAntdScope.mock.calls.length, layout: loadMainLayout.mock.calls.length };
}

describe('preloadRouteChunks', () => {
  it('loads nothing ahead for a route its remote scopes (the sign-in page)', () => {
    expect(preloadsAt('/onboard/sign-in')).toEqual({ scope: 0, layout: 0 });
    expect(preloadsAt('/oauth')).toEqual({ scope: 0, layout: 0 });
  });

  it("loads antd's scope for a public route the shell scopes, without the main layout", () => {
    expect(preloadsAt('/payment/telr')).toEqual({ scope: 1, layout: 0 });
    expect(preloadsAt('/bio-photo/register')).toEqual({ scope: 1, layout: 0 });
  });

  it('loads the scope and the main layout for the main application', () => {
    expect(preloadsAt('/')).toEqual({ scope: 1, layout: 1 });
    expect(preloadsAt('/team/employee')).toEqual({ scope: 1, layout: 1 });
    // A path that only starts like a public area's base is not in it.
    expect(preloadsAt('/onboarding-report')).toEqual({ scope: 1, layout: 1 });
  });

  it('swallows a failed preload (the route retries when it renders)', async () => {
    const failing = () => Promise.reject(new Error('offline'));
    expect(() => preloadRouteChunks('/', { areas, loadAntdScope: failing, loadMainLayout: failing })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('isMainApplicationPath', () => {
  it('tells the main application from the public areas', () => {
    expect(isMainApplicationPath('/team/employee')).toBe(true);
    expect(isMainApplicationPath('/')).toBe(true);
    expect(isMainApplicationPath('/onboard/company-verification')).toBe(false);
    expect(isMainApplicationPath('/payment/telr/')).toBe(false);
  });
});
