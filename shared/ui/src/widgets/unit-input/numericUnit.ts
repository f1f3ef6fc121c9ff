/** SPEC §5 numeric-with-unit: on blur strip every non-digit; empty becomes 0. Leading zeros are dropped. */
export function normalizeNumericText(text: string): string {
  const digits = text.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? '0' : digits;
}
