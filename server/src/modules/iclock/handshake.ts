/**
 * The handshake answer (brief §3.2–3.3): `GET OPTION FROM: <SN>` then key=value lines. A claimed terminal gets
 * its own settings, its stamps and `TimeZone` (its zone's offset now); an unclaimed SN gets defaults and no
 * company data at all (no TimeZone: the device keeps its own clock until claimed).
 */
import { handshakeTimeZone, offsetAt } from './device-time';
import type { Terminal } from './registry';

export const STANDARD_TRANS_FLAG = ['AttLog', 'OpLog', 'EnrollUser', 'ChgUser', 'EnrollFP', 'ChgFP', 'FACE', 'BioPhoto'];
export const SERVER_VERSION = '2.4.1';

const stamp = (value: string | null | undefined) => (value && value !== '0' ? value : '9999');

export function handshakeBody(sn: string, pushver: string | null, terminal: Terminal | null, now: Date): string {
  const lines = [`GET OPTION FROM: ${sn}`];
  const attlog = stamp(terminal?.attlog_stamp);
  const operlog = stamp(terminal?.operlog_stamp);
  const attphoto = stamp(terminal?.attphoto_stamp);
  lines.push(`ATTLOGStamp=${attlog}`, `OPERLOGStamp=${operlog}`, `ATTPHOTOStamp=${attphoto}`, `BIODATAStamp=${stamp(terminal?.biodata_stamp)}`);
  // Firmware without pushver reads the legacy names (§3.3); sending both does no harm.
  if (!pushver) lines.push(`Stamp=${attlog}`, `OpStamp=${operlog}`, `PhotoStamp=${attphoto}`);
  const transFlag = terminal?.trans_flag || `TransData ${STANDARD_TRANS_FLAG.join('\t')}`;
  lines.push(
    `ErrorDelay=${terminal?.error_delay ?? 30}`,
    `Delay=${terminal?.heartbeat ?? 10}`,
    `TransTimes=${terminal?.trans_times ?? '00:00;14:05'}`,
    `TransInterval=${terminal?.trans_interval ?? 1}`,
    `TransFlag=${transFlag}`,
  );
  // The company's configuration may leave the zone to the device (send_time_zone false).
  if (terminal && terminal.send_time_zone !== false) lines.push(`TimeZone=${handshakeTimeZone(terminal.time_zone, now)}`);
  lines.push(
    `Realtime=${terminal ? (terminal.realtime ? 1 : 0) : 1}`,
    'Encrypt=None',
    `ServerVer=${SERVER_VERSION}`,
    `PushProtVer=${SERVER_VERSION}`,
    'PushOptionsFlag=1',
    'PushOptions=UserCount,TransactionCount,FingerFunOn,FPVersion,FPCount,FaceFunOn,FaceVersion,FaceCount',
  );
  return `${lines.join('\n')}\n`;
}

/** Push 3.x configuration (`POST /iclock/push`, and the handshake of a registered 3.x device; §11.1). */
export function push3Body(terminal: Terminal | null, sessionId: string, registryCode: string | null): string {
  const lines = [
    ...(registryCode ? ['registry=ok', `RegistryCode=${registryCode}`] : []),
    'ServerVersion=3.1.2',
    'ServerName=timekeep',
    'PushVersion=3.1.2',
    `ErrorDelay=${terminal?.error_delay ?? 30}`,
    `RequestDelay=${terminal?.heartbeat ?? 10}`,
    `TransTimes=${terminal?.trans_times ?? '00:00;14:05'}`,
    `TransInterval=${terminal?.trans_interval ?? 1}`,
    'TransTables=User Transaction',
    `Realtime=${terminal ? (terminal.realtime ? 1 : 0) : 1}`,
    `SessionID=${sessionId}`,
    'TimeoutSec=10',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * `GET /iclock/rtdata?type=time` (push 3.x): the terminal's local time in ZKTeco's packed form (every month 31
 * days from 2000, §11.3) and its zone offset; UTC for an unclaimed SN.
 */
export function rtdataTimeBody(terminal: Terminal | null, now: Date): string {
  const offsetMs = terminal ? offsetAt(terminal.time_zone, now.getTime()) : 0;
  const local = new Date(now.getTime() + offsetMs);
  const days = (local.getUTCFullYear() - 2000) * 372 + local.getUTCMonth() * 31 + (local.getUTCDate() - 1);
  const packed = days * 86400 + local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const zone = `${sign}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  return `DateTime=${packed},ServerTZ=${zone}`;
}
