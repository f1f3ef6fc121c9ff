/** SPEC §5 pattern set shared by forms of every area. */
export const DIGITS_ONLY = /^\d+$/;
/** 24-hour hour:minute, e.g. 08:30. */
export const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Dotted IPv4 address, each octet 0..255 without leading zeros. */
export const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** Terminal serial numbers: letters and digits, 1..30 characters (ZKTeco SNs are alphanumeric). */
export const SERIAL_NUMBER = /^[A-Za-z0-9]{1,30}$/;
/** Transfer time list: hour:minute entries separated by semicolons (terminal TransTimes setting). */
export const TRANSFER_TIME_LIST = /^([01]\d|2[0-3]):[0-5]\d(;([01]\d|2[0-3]):[0-5]\d)*$/;

export const MAP_CHANNEL_MIN = 0;
export const MAP_CHANNEL_MAX = 999;

export function isDigitsOnly(value: string): boolean {
  return DIGITS_ONLY.test(value);
}
export function isHourMinute(value: string): boolean {
  return HOUR_MINUTE.test(value);
}
export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}
export function isSerialNumber(value: string): boolean {
  return SERIAL_NUMBER.test(value);
}
export function isTransferTimeList(value: string): boolean {
  return TRANSFER_TIME_LIST.test(value);
}

/** SPEC §5: a map channel must be an integer 0..999, otherwise it is dropped (undefined). */
export function normalizeMapChannel(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return undefined;
  return n >= MAP_CHANNEL_MIN && n <= MAP_CHANNEL_MAX ? n : undefined;
}
