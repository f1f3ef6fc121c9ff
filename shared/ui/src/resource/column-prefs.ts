import { useCallback, useState } from 'react';

const PREFIX = 'timekeep:columns';

/** The localStorage key of a user's column choice for a resource (per user: one browser, several accounts). */
export function columnPrefsKey(user: string | number | null, resource: string): string {
  return `${PREFIX}:${user ?? 'anonymous'}:${resource}`;
}

function readHidden(key: string, defaults: readonly string[]): string[] {
  try {
    const stored = globalThis.localStorage?.getItem(key);
    if (!stored) return [...defaults];
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [...defaults];
  } catch {
    return [...defaults];
  }
}

/** Which columns the user hid, remembered per user and resource; the declaration's hidden columns at first. */
export function useColumnPrefs(key: string, hiddenByDefault: readonly string[]): { hidden: string[]; setHidden: (hidden: string[]) => void } {
  const [hidden, setHiddenState] = useState<string[]>(() => readHidden(key, hiddenByDefault));
  const setHidden = useCallback(
    (next: string[]) => {
      setHiddenState(next);
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or a full store: the choice lasts until the page closes.
      }
    },
    [key],
  );
  return { hidden, setHidden };
}
