import { SESSION_STORAGE_KEYS } from '@timekeep/contracts';

/** The slice of the Web Storage API the session needs (localStorage in the browser, a fake in tests). */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionTokens {
  access: string;
  refresh: string;
}

/** Reads and writes the session kept in localStorage under the SPEC §3 keys. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  getCompanyCode(): string | null;
  setTokens(tokens: SessionTokens): void;
  setCompanyCode(code: string): void;
  /** Removes access and refresh token (what a 401 does, SPEC §4); keeps the company code. */
  clearTokens(): void;
  /** Removes tokens and company code (sign-out). */
  clearSession(): void;
}

/**
 * `getStorage` is called on every access rather than once, so the store always reads what another tab or the
 * shell wrote last, and importing the package never touches `window`.
 */
export function createTokenStore(getStorage: () => SessionStorage): TokenStore {
  const read = (key: string): string | null => getStorage().getItem(key) || null;
  return {
    getAccessToken: () => read(SESSION_STORAGE_KEYS.accessToken),
    getRefreshToken: () => read(SESSION_STORAGE_KEYS.refreshToken),
    getCompanyCode: () => read(SESSION_STORAGE_KEYS.companyCode),
    setTokens({ access, refresh }) {
      const storage = getStorage();
      storage.setItem(SESSION_STORAGE_KEYS.accessToken, access);
      storage.setItem(SESSION_STORAGE_KEYS.refreshToken, refresh);
    },
    setCompanyCode(code) {
      getStorage().setItem(SESSION_STORAGE_KEYS.companyCode, code);
    },
    clearTokens() {
      const storage = getStorage();
      storage.removeItem(SESSION_STORAGE_KEYS.accessToken);
      storage.removeItem(SESSION_STORAGE_KEYS.refreshToken);
    },
    clearSession() {
      const storage = getStorage();
      storage.removeItem(SESSION_STORAGE_KEYS.accessToken);
      storage.removeItem(SESSION_STORAGE_KEYS.refreshToken);
      storage.removeItem(SESSION_STORAGE_KEYS.companyCode);
    },
  };
}

export function browserStorage(): SessionStorage {
  return window.localStorage;
}
