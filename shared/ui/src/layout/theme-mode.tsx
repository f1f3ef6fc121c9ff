import { createContext, useContext } from 'react';

export type ThemeMode = 'light' | 'dark';

export interface ThemeModeState {
  mode: ThemeMode;
  toggle: () => void;
}

/** Provided by the shell (SPEC §4: theme light or dark, starting light); remotes may read it for charts etc. */
export const ThemeModeContext = createContext<ThemeModeState>({ mode: 'light', toggle: () => undefined });

export function useThemeMode(): ThemeModeState {
  return useContext(ThemeModeContext);
}
