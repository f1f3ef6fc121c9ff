import type { ThemeMode } from '@timekeep/ui';

export const THEME_MODE_STORAGE_KEY = 'timekeep.themeMode';

/** SPEC §4: the theme starts light; a toggled choice is remembered for the next visit. */
export function readThemeMode(storage: Pick<Storage, 'getItem'> = window.localStorage): ThemeMode {
  try {
    return storage.getItem(THEME_MODE_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function writeThemeMode(mode: ThemeMode, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(THEME_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be disabled (private mode); the toggle then lasts for this page only.
  }
}
