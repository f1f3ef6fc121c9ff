/**
 * Parsers of the PUSH text formats (brief §1, §3.4, §4, §5, §7, §11). Pure functions over decoded text; the
 * routes read raw bytes and decide the encoding.
 */

/** Lines of a body: LF or CRLF, empty lines dropped (§1). */
export function splitLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

export interface AttlogLine {
  pin: string;
  time: string;
  status: number | null;
  verify: number | null;
  workCode: string;
}

const INTEGER = /^-?\d{1,9}$/;
const int = (text: string | undefined): number | null => (text !== undefined && INTEGER.test(text.trim()) ? Number(text.trim()) : null);

/** One ATTLOG line (§4.2): PIN, time, status, verify, work code, reserved…, extensions kept only in the raw line. */
export function parseAttlogLine(line: string): AttlogLine | { error: string } {
  const fields = line.split('\t');
  if (fields.length < 2) return { error: 'too_few_fields' };
  const pin = fields[0].trim();
  if (!pin) return { error: 'empty_pin' };
  if (pin.length > 64) return { error: 'pin_too_long' };
  return { pin, time: fields[1].trim(), status: int(fields[2]), verify: int(fields[3]), workCode: (fields[4] ?? '').trim() };
}

/**
 * `Key=Value` pairs separated by `separator` (TAB in OPERLOG records, `&` in command results); split at the
 * first `=` (base64 values hold `=`); keys looked up without regard to case.
 */
export function keyValues(text: string, separator: string | RegExp = '\t'): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of text.split(separator)) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    pairs.set(part.slice(0, at).trim().replace(/^~/, '').toLowerCase(), part.slice(at + 1));
  }
  return pairs;
}

/** The record's keyword (`USER`, `FP`, `OPLOG`, `BIOPHOTO`…) and its payload (§5.1). */
export function recordOf(line: string): { keyword: string; payload: string } {
  const match = /^([A-Za-z_]+)[ \t]+([\s\S]*)$/.exec(line);
  if (!match) return { keyword: '', payload: line };
  return { keyword: match[1].toUpperCase(), payload: match[2] };
}

/**
 * Card numbers as decimal text (§5.2): `[15CD5B07]` is four bytes, least significant first (= 123456789);
 * legacy firmware adds a fifth byte `00`. Plain digits stay as they are; empty stays empty.
 */
export function normaliseCard(card: string | undefined): string {
  const text = (card ?? '').trim();
  const hex = /^\[([0-9A-Fa-f]{8})(?:00)?\]$/.exec(text);
  if (hex) {
    const bytes = Buffer.from(hex[1], 'hex');
    const value = bytes.readUInt32LE(0);
    return value === 0 ? '' : String(value);
  }
  return text === '0' ? '' : text;
}

/**
 * The options push (§3.4): `k=v` separated by commas, where a token without `=` belongs to the previous value
 * (`~OEMVendor=ZKTECO CO., LTD.`); the leading `~` is dropped from keys.
 */
export function parseDeviceOptions(text: string): Record<string, string> {
  const options: Record<string, string> = {};
  let last: string | null = null;
  for (const token of text.replace(/\r?\n/g, ',').split(',')) {
    const at = token.indexOf('=');
    if (at > 0 && /^~?[A-Za-z][\w.]*$/.test(token.slice(0, at).trim())) {
      last = token.slice(0, at).trim().replace(/^~/, '');
      options[last] = token.slice(at + 1);
    } else if (last !== null) {
      options[last] += `,${token}`;
    }
  }
  return options;
}

export interface CommandResult {
  id: string;
  returnValue: number | null;
  cmd: string;
  /** Key=value lines that followed (INFO), or the extra `&` keys (VERIFY SUM). */
  extra: Record<string, string>;
  raw: string;
}

/**
 * A devicecmd body (§7): one `ID=…&Return=…&CMD=…` per line, batched; an INFO result is followed by
 * device `key=value` lines; Shell/GetFile put each field on its own line.
 */
export function parseCommandResults(text: string): CommandResult[] {
  const results: CommandResult[] = [];
  const lines = splitLines(text);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (/^ID=/i.test(line) && line.includes('&')) {
      const pairs = keyValues(line, '&');
      const extra: Record<string, string> = {};
      for (const [key, value] of pairs) if (!['id', 'return', 'cmd'].includes(key)) extra[key] = value;
      results.push({ id: pairs.get('id') ?? '', returnValue: int(pairs.get('return')), cmd: pairs.get('cmd') ?? '', extra, raw: line });
    } else if (/^ID=/i.test(line)) {
      // Field-per-line form (Shell, GetFile): gather until the next ID= line.
      const pairs = new Map<string, string>();
      let end = index;
      for (; end < lines.length && (end === index || !/^ID=/i.test(lines[end])); end += 1) {
        const at = lines[end].indexOf('=');
        if (at > 0) pairs.set(lines[end].slice(0, at).toLowerCase(), lines[end].slice(at + 1));
      }
      results.push({ id: pairs.get('id') ?? '', returnValue: int(pairs.get('return')), cmd: pairs.get('cmd') ?? '', extra: {}, raw: lines.slice(index, end).join('\n') });
      index = end - 1;
    } else if (results.length > 0) {
      const at = line.indexOf('=');
      if (at > 0) results[results.length - 1].extra[line.slice(0, at).replace(/^~/, '')] = line.slice(at + 1);
    }
  }
  return results;
}

export interface InfoReport {
  fwVer: string;
  userCount: number | null;
  fpCount: number | null;
  transactionCount: number | null;
  ipAddress: string;
  fpAlgorithm: string;
  faceAlgorithm: string;
  faceCount: number | null;
  flags: string;
}

/** The `INFO=` of a poll (§6.1): firmware, users, fingerprints, records, IP, FP alg., face alg., faces per enrol, faces, flags. */
export function parseInfo(info: string): InfoReport {
  const values = info.split(',').map((value) => value.trim());
  return {
    fwVer: firmwareVersion(values[0] ?? ''),
    userCount: int(values[1]),
    fpCount: int(values[2]),
    transactionCount: int(values[3]),
    ipAddress: values[4] ?? '',
    fpAlgorithm: values[5] ?? '',
    faceAlgorithm: values[6] ?? '',
    faceCount: int(values[8]),
    flags: values[9] ?? '',
  };
}

/** Firmware as the device reports it, without a leading `Ver ` (api-contracts `fw_ver`). */
export function firmwareVersion(text: string): string {
  return text.replace(/^Ver\s+/i, '').trim();
}

/** `YYYYMMDDhhmmss-<pin>.jpg` (ATTPHOTO file name, §5.9) → PIN and local time. */
export function attPhotoName(name: string): { pin: string; time: string } | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})-(.+?)(?:\.jpg)?$/i.exec(name.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, pin] = match;
  return { pin, time: `${y}-${mo}-${d} ${h}:${mi}:${s}` };
}
