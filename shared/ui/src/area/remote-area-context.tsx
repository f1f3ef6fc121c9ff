import { createContext, useContext } from 'react';
import type { RemoteName } from '@timekeep/contracts';
import type { AreaPageEntry } from './area-pages';

/**
 * What a remote's own bundle knows about itself. It must be passed in from the remote's code, never read inside
 * this (shared, singleton) package: here `__APP_VERSION__` would be the shell's, and `@timekeep/api-client`
 * would be the shell's import, so the footer would prove nothing about the remote's build or its singletons.
 */
export interface RemoteBuildInfo {
  remote: RemoteName;
  version: string;
  apiClientInstanceId: string;
}

export interface RemoteAreaValue {
  build: RemoteBuildInfo;
  /** Mount point given by the shell (normalised, no trailing slash). */
  basePath: string;
  pages: AreaPageEntry[];
}

export const RemoteAreaContext = createContext<RemoteAreaValue | null>(null);

/** The remote area around a page; screens use it for their breadcrumb and links. */
export function useRemoteArea(): RemoteAreaValue {
  const value = useContext(RemoteAreaContext);
  if (!value) throw new Error('useRemoteArea must be used inside a remote App created by createRemoteApp');
  return value;
}
