const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** SPEC §9: random ids are 8 characters of letters and digits. */
export const RANDOM_ID_LENGTH = 8;

/** A random id of letters and digits, drawn from the Web Crypto RNG. */
export function randomId(length: number = RANDOM_ID_LENGTH): string {
  const bytes = new Uint32Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
