// A throw-away PostgreSQL server on a loopback port for the test run: initdb with trust auth in a temp folder,
// started with pg_ctl as the postgres user (pg_ctl refuses to run as root), stopped and removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function asPostgres(cmd, args, options = {}) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options }).toString();
}

/**
 * Starts a server; a start that fails (the port taken, say) is retried once on the next port, and the error
 * says why, with the end of the server's log — CI shows only the end of a run's output.
 */
export async function startPostgres({ port = 25432 } = {}) {
  try {
    return startPostgresOnce(port);
  } catch (first) {
    try {
      return startPostgresOnce(port + 1);
    } catch (second) {
      throw new Error(`PostgreSQL did not start on port ${port} (${first.message}) nor on ${port + 1} (${second.message})`);
    }
  }
}

function startPostgresOnce(port) {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-pg-'));
  fs.chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const serverLog = path.join(dir, 'server.log');
  try {
    asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D', data, '-l', serverLog, '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  } catch (error) {
    // The server log's own reasons (FATAL/ERROR lines) say most in least space; then the command's stderr.
    const log = fs.existsSync(serverLog) ? fs.readFileSync(serverLog, 'utf8').split('\n') : [];
    const reasons = log.filter((line) => /FATAL|ERROR|could not/.test(line)).map((line) => line.replace(/^.*?(LOG|FATAL|ERROR|WARNING):\s*/, ''));
    const stderr = error?.stderr?.toString().trim().split('\n')[0] ?? '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error([...reasons, stderr || (error instanceof Error ? error.message.split('\n')[0] : String(error))].filter(Boolean).join('; '));
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    dir,
    stop() {
      spawnSync(process.getuid?.() === 0 ? 'runuser' : path.join(bin, 'pg_ctl'),
        process.getuid?.() === 0 ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop'] : ['-D', data, '-m', 'fast', 'stop'],
        { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
