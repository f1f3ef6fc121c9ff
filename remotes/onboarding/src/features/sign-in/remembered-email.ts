/**
 * "Remember me" keeps only the e-mail, in plain localStorage: never the password, and nothing encrypted with a key
 * shipped in the bundle (that would protect nothing). The longer session itself is the server's longer-lived
 * refresh token.
 */
export const REMEMBERED_EMAIL_KEY = 'timekeep.oauth.rememberedEmail';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readRememberedEmail(storage: Store): string {
  return storage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
}

export function saveRememberedEmail(storage: Store, email: string, remember: boolean): void {
  if (remember) storage.setItem(REMEMBERED_EMAIL_KEY, email);
  else storage.removeItem(REMEMBERED_EMAIL_KEY);
}
