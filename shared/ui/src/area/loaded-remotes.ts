import type { RemoteBuildInfo } from './remote-area-context';

/**
 * The remotes this page has loaded at run time, each with the build and api-client instance its own bundle
 * reported (RemoteBuildInfo comes from the remote's code, ADR 0015). Kept on `globalThis` so every copy of this
 * package on the page writes to one list; the shell's /diagnostics page reads it. Product screens show none of it.
 */
const KEY = '__timekeepLoadedRemotes';

type Registry = Map<string, RemoteBuildInfo>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

export function recordLoadedRemote(build: RemoteBuildInfo): void {
  registry().set(build.remote, { ...build });
}

/** In the order they were first loaded. */
export function loadedRemotes(): RemoteBuildInfo[] {
  return [...registry().values()];
}
