/**
 * Command-line front ends of publish and rollback (run by `deploy/scripts/*.mjs`). They return an exit code
 * and write through the given streams, so tests drive them exactly as an operator would.
 */
import { REMOTE_NAMES } from '@timekeep/contracts';
import { DeployError } from './deploy-error';
import { deployPathsFromEnv } from './layout';
import { publishRemotes } from './publish';
import { rollbackRemote } from './rollback';

export interface CliIo {
  repoRoot: string;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

const PUBLISH_USAGE = 'usage: pnpm deploy:publish <remote> [<remote> ...] | --all';
const ROLLBACK_USAGE = 'usage: pnpm deploy:rollback <remote> [version]   (default: the previous version)';

/** Runs an action; a DeployError becomes one clear line on stderr and exit code 1. */
function run(io: CliIo, action: () => void): number {
  try {
    action();
    return 0;
  } catch (error) {
    if (error instanceof DeployError) {
      io.err(`deploy: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

export function publishCli(args: string[], io: CliIo): number {
  const all = args.includes('--all');
  const names = args.filter((a) => a !== '--all');
  if (args.includes('--help') || (!all && names.length === 0) || names.some((n) => n.startsWith('-'))) {
    io.err(PUBLISH_USAGE);
    return 2;
  }
  const paths = deployPathsFromEnv(io.repoRoot, io.env);
  return run(io, () => {
    for (const r of publishRemotes(paths, all ? [...REMOTE_NAMES] : names)) {
      const folder = r.folder === 'created' ? 'copied' : 'already present (identical)';
      const manifest = r.manifestChanged ? `now serves ${r.entry}` : 'already current';
      io.out(`${r.remote}@${r.version}: release ${folder}; manifest ${manifest}`);
    }
  });
}

export function rollbackCli(args: string[], io: CliIo): number {
  if (args.includes('--help') || args.length < 1 || args.length > 2 || args.some((a) => a.startsWith('-'))) {
    io.err(ROLLBACK_USAGE);
    return 2;
  }
  const [remote, version] = args;
  const paths = deployPathsFromEnv(io.repoRoot, io.env);
  return run(io, () => {
    const r = rollbackRemote(paths, remote, version);
    io.out(
      r.manifestChanged
        ? `${r.remote}: ${r.from} → ${r.to}; manifest now serves ${r.entry} (users get it on their next page load)`
        : `${r.remote} already serves ${r.to}; nothing changed`,
    );
  });
}
