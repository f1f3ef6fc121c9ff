/**
 * The operation log: one row per write, inserted in the write's own transaction, so a write that fails leaves
 * no row and a row always describes a write that happened.
 */
import { sql } from 'kysely';
import type { Trx } from './types';

export interface LogEntry {
  companyId: number;
  userId: number | null;
  time: Date;
  action: string;
  /** The resource's name, as in codenames' objects: `personnel.location`. */
  resource: string;
  objectId: string;
  summary: string;
  ip: string;
}

const SUMMARY_MAX = 500;

export async function writeOperationLog(trx: Trx, entry: LogEntry): Promise<void> {
  const summary = entry.summary.length > SUMMARY_MAX ? `${entry.summary.slice(0, SUMMARY_MAX - 1)}…` : entry.summary;
  await sql`insert into operation_logs (company_id, time, user_id, user_email, action, resource, object_id, summary, ip)
    values (${entry.companyId}, ${entry.time}, ${entry.userId},
      coalesce((select email from users where id = ${entry.userId}), ''),
      ${entry.action}, ${entry.resource}, ${entry.objectId}, ${summary}, ${entry.ip})`.execute(trx);
}
