/**
 * What every remote exposes, and what the shell may rely on. A remote's `./App` default-exports a component
 * that renders relative <Routes> inside the shell's router; `./manifest` is plain data about it.
 */
import type { ComponentType } from 'react';
import type { RemoteName } from './routes';

/** Bumped only on a breaking change of this contract; the shell refuses remotes of another major. */
export const CONTRACT_MAJOR = 1;

export interface RemoteAppProps {
  /** The path the shell mounted the remote under (e.g. `/att`); the remote's routes are relative to it. */
  basePath: string;
}

export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

export interface RemoteManifest {
  remote: RemoteName;
  contract: number;
  version: string;
  /** The remote's own i18n namespaces (loaded before first render). */
  namespaces: string[];
}

export interface RemoteManifestModule {
  default: RemoteManifest;
}

/**
 * A component a remote exposes for a place in a shell page (besides its `./App`), e.g. the dashboard's content:
 * the shell loads it with the remote's `./manifest` (contract gate, namespaces) and renders its own fallback when the
 * remote is unavailable (ADR 0088). It renders inside the shell's providers and router, and takes no props.
 */
export interface RemoteWidgetModule {
  default: ComponentType;
}

/** Where a widget lives: the remote (by manifest name) and its expose without `./`. */
export interface RemoteWidgetRef {
  remote: RemoteName;
  expose: string;
}

/** /dashboard's content: the reports remote's `./Dashboard` (charts and their library stay out of the shell). */
export const DASHBOARD_WIDGET: RemoteWidgetRef = { remote: 'reports', expose: 'Dashboard' };
