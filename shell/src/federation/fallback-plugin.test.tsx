import { handleErrorLoadRemote, isFallbackModule, remoteFallbackPlugin, REMOTE_LOAD_FAILURE } from './fallback-plugin';

describe('errorLoadRemote runtime plugin (frontend-notes §1.5)', () => {
  const error = new Error('entry 500');
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers loadRemote (from "runtime") with a module object marked as a failure', () => {
    const answer = handleErrorLoadRemote({ id: 'attendance/App', error, from: 'runtime', lifecycle: 'onLoad' });
    expect(typeof answer).toBe('object');
    expect(isFallbackModule(answer)).toBe(true);
    if (isFallbackModule(answer)) {
      expect(typeof answer.default).toBe('function');
      expect(answer[REMOTE_LOAD_FAILURE]).toEqual({ id: 'attendance/App', lifecycle: 'onLoad', error });
    }
  });

  it('answers a build-time import (from "build") with a factory returning the module', () => {
    const answer = handleErrorLoadRemote({ id: 'gps/App', error, from: 'build', lifecycle: 'onLoad' });
    expect(typeof answer).toBe('function');
    const produced = (answer as () => unknown)();
    expect(isFallbackModule(produced)).toBe(true);
  });

  it.each(['afterResolve', 'beforeRequest', 'beforeLoadShare'] as const)(
    'leaves %s to the runtime (it re-emits manifest failures as onLoad; beforeRequest expects arguments, not a module)',
    (lifecycle) => {
      expect(handleErrorLoadRemote({ id: 'gps/App', error, from: 'runtime', lifecycle })).toBeUndefined();
    },
  );

  it('is a named runtime plugin with an errorLoadRemote hook', () => {
    const plugin = remoteFallbackPlugin();
    expect(plugin.name).toBe('timekeep-remote-fallback');
    expect(typeof plugin.errorLoadRemote).toBe('function');
  });

  it('does not take ordinary modules for failures', () => {
    expect(isFallbackModule({ default: () => null })).toBe(false);
    expect(isFallbackModule(null)).toBe(false);
  });
});
