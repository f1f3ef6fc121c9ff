import { useEffect, useState } from 'react';
import { useAppServices } from '@timekeep/ui';

/** The company's records of a small set-up list (break times, timetables: tens, not thousands), read once; '' reads none. */
export function useSetupRecords<T extends { id: number }>(path: string, params: Record<string, string> = {}): T[] {
  const { get } = useAppServices();
  const [records, setRecords] = useState<T[]>([]);
  const query = JSON.stringify(params);
  useEffect(() => {
    // no path: nothing to read (a widget that needs the list only for some fields)
    if (!path) return undefined;
    let live = true;
    void get(path, { page_size: 500, ...(JSON.parse(query) as Record<string, string>) })
      .then((response) => {
        const page = response.data as { data?: T[] } | null;
        if (live) setRecords(page?.data ?? []);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [get, path, query]);
  return records;
}
