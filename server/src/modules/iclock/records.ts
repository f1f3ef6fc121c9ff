/** OPERLOG / BIODATA / ATTPHOTO / 3.x tabledata uploads (brief §5, §11). */
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { logErrors, logUpload } from './attlog';
import { splitLines } from './parse';
import { quarantineLines } from './quarantine';
import type { RegistryRow, Terminal } from './registry';

export interface RecordCaller {
  sn: string;
  query: Record<string, string | undefined>;
  registry: RegistryRow;
  terminal: Terminal | null;
  ip: string;
}

export async function ingestRecords(deps: AppDeps, caller: RecordCaller, request: FastifyRequest, body: Buffer, table: string): Promise<string> {
  const lines = splitLines(body.toString('latin1'));
  if (!caller.terminal) {
    await quarantineLines(deps, caller.sn, table, lines);
    return `OK: ${lines.length}`;
  }
  const terminal = caller.terminal;
  await deps.database.withTenant(terminal.company_id, async (trx) => {
    await logErrors(trx, terminal.company_id, terminal, table, lines.map((raw, index) => ({ lineNo: index + 1, reason: 'unsupported_table', raw: raw.slice(0, 200) })));
    await logUpload(trx, terminal.company_id, terminal, { tableName: table, path: request.url.split('?')[0], bytes: body.length, lineCount: lines.length, stored: 0, duplicates: 0, errors: lines.length, stamp: null, ip: caller.ip });
  });
  return `OK: ${lines.length}`;
}
