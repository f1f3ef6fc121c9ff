/**
 * `getrequest` (brief §6.2): a poll stamps the terminal's activity (and the INFO facts it carries), fans approved
 * bio-photos out as commands, and takes the terminal's due commands, marking them sent. Every terminal polls every
 * few seconds, so the polls of a company's terminals that arrive together share one tenant transaction (group
 * commit, ADR 0098): a commit per poll kept the embedded database busy with disk syncs while a device's backlog
 * waited behind them.
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/database';
import { deliverBiophotos } from './actions';
import { takeCommands } from './commands';
import { GroupCommit } from './group-commit';
import type { parseInfo } from './parse';
import type { Terminal } from './registry';

export interface PollJob {
  terminal: Terminal;
  info: ReturnType<typeof parseInfo> | null;
}

export type Commands = { cmdId: string; content: string }[];

async function answerPolls(deps: AppDeps, jobs: PollJob[]): Promise<Commands[]> {
  const companyId = jobs[0].terminal.company_id;
  if (jobs.some((job) => job.terminal.company_id !== companyId)) throw new Error('a poll group holds one company');
  const now = deps.now();
  return deps.database.withTenant(companyId, async (trx) => {
    const plain = jobs.filter((job) => !job.info).map((job) => job.terminal.id);
    if (plain.length > 0) {
      await trx
        .updateTable('terminals')
        .set({ last_activity: now, state_seen_at: now })
        .where('company_id', '=', companyId)
        .where('id', 'in', plain)
        .execute();
    }
    for (const { terminal, info } of jobs) {
      if (!info) continue;
      await trx
        .updateTable('terminals')
        .set({
          last_activity: now,
          state_seen_at: now,
          fw_ver: info.fwVer.slice(0, 100),
          user_count: info.userCount,
          fp_count: info.fpCount,
          transaction_count: info.transactionCount,
          face_count: info.faceCount,
          ip_address: info.ipAddress.slice(0, 64),
          device_options: sql<Record<string, string>>`device_options || ${JSON.stringify({ FPVersion: info.fpAlgorithm, FaceVersion: info.faceAlgorithm, Flags: info.flags })}::jsonb`,
        })
        .where('company_id', '=', companyId)
        .where('id', '=', terminal.id)
        .execute();
    }
    // Approved bio-photos fan out to the terminals of the employee's area as commands, then go out like any other.
    const queued = await deliverBiophotos(deps, trx, companyId);
    // Most polls find nothing to send: one look for the group's terminals with open commands (the partial index
    // of open commands), then the per-terminal work only for those (ADR 0107).
    const open = await trx
      .selectFrom('terminal_commands')
      .select('terminal_id')
      .distinct()
      .where('company_id', '=', companyId)
      .where(
        'terminal_id',
        'in',
        jobs.map((job) => job.terminal.id),
      )
      .where(sql<boolean>`status in ('pending', 'sent')`)
      .execute();
    const withCommands = new Set(open.map((row) => Number(row.terminal_id)));
    const answers: Commands[] = [];
    for (const { terminal } of jobs) answers.push(withCommands.has(terminal.id) ? await takeCommands(trx, companyId, terminal, now) : []);
    // A group that only stamped activity commits asynchronously (no disk sync): losing the last stamps to a crash
    // costs nothing, the next poll writes them again. Commands marked sent or queued keep a synchronous commit.
    if (queued === 0 && answers.every((commands) => commands.length === 0)) await sql`select set_config('synchronous_commit', 'off', true)`.execute(trx);
    return answers;
  });
}

const groups = new WeakMap<Database, GroupCommit<PollJob, Commands>>();

/** The commands to send the polling terminal, after the commit that marked them sent. */
export function poll(deps: AppDeps, job: PollJob): Promise<Commands> {
  let committer = groups.get(deps.database);
  if (!committer) {
    committer = new GroupCommit((jobs) => answerPolls(deps, jobs), {
      groupOf: (item) => item.terminal.company_id,
      memberOf: (item) => item.terminal.id,
      sizeOf: () => 1,
      maxSize: 100,
      maxInFlight: deps.database.kind === 'pglite' ? 1 : 2,
    });
    groups.set(deps.database, committer);
  }
  return committer.submit(job);
}
