/**
 * ATTLOG bodies of a device's backlog (adms-push.md §18 S11/S12): batch `index` of `batches`, `lines` each, the
 * punches spread evenly from 2025-01-01 to 2025-10-31 (ten months, both DST changes of a European zone), 200
 * PINs, every (PIN, time) unique. Shared by the volume tests and `pnpm bench:ingest`.
 */
const FROM = Date.UTC(2025, 0, 1, 0, 0, 0);
const TO = Date.UTC(2025, 9, 31, 23, 0, 0);

export function backlogBatch(index: number, lines: number, batches: number): string {
  const total = lines * batches;
  // Whole seconds apart; at least one second so every line is its own key.
  const step = Math.max(1000, Math.floor((TO - FROM) / total / 1000) * 1000);
  const out: string[] = [];
  for (let line = 0; line < lines; line += 1) {
    const serial = index * lines + line;
    const at = new Date(FROM + serial * step).toISOString();
    out.push(`${1000 + (serial % 200)}\t${at.slice(0, 10)} ${at.slice(11, 19)}\t${serial % 2}\t1\t0\t0\t0`);
  }
  return `${out.join('\n')}\n`;
}
