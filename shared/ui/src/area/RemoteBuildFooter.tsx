import { useEffect } from 'react';
import { recordLoadedRemote } from './loaded-remotes';
import { useRemoteArea } from './remote-area-context';

/**
 * Which build of the remote is on screen and which api-client instance it got: recorded for the shell's
 * /diagnostics page, and kept in the page as a hidden marker (never shown, not read aloud) that tests read to
 * prove run-time loading and rollback (version). Product screens show no build or instance ids (issue 11).
 */
export function RemoteBuildFooter() {
  const { build } = useRemoteArea();
  useEffect(() => recordLoadedRemote(build), [build]);
  return (
    <div hidden data-testid="remote-build">
      <span data-testid="remote-version">{`${build.remote}@${build.version}`}</span>
      <span data-testid="remote-api-client-id">{build.apiClientInstanceId}</span>
    </div>
  );
}
