import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppServices, type WidgetQuery } from '../providers/AppProvider';

/** A related record as lookups see it (SPEC §3). */
export interface LookupRecord {
  id: number | string;
  display_name: string;
}

/** SPEC §9. */
export const LOOKUP_PAGE_SIZE = 20;
export const LOOKUP_SEARCH_DEBOUNCE_MS = 500;

export interface RecordLookupOptions {
  /** List path, e.g. `/personnel/api/v2/departments/`. */
  listPath: string;
  /** Retrieve path for one record (`{retrievePath}{id}/`); the list path when absent. */
  retrievePath?: string;
  pageSize?: number;
  /** Extra list options sent with every list call. */
  params?: WidgetQuery;
}

interface ListPayload {
  data?: LookupRecord[];
  next?: number | string | null;
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * Record lookup (SPEC §2, §7): the first page (page 1, page_size 20) is loaded once. Only when that page reported
 * more results (`next`) does typing send search requests, debounced 500 ms; otherwise the loaded records are
 * all there is and searching filters them locally. Records picked earlier stay known so their labels survive.
 */
export function useRecordLookup({ listPath, retrievePath, pageSize = LOOKUP_PAGE_SIZE, params }: RecordLookupOptions) {
  const services = useAppServices();
  const [records, setRecords] = useState<LookupRecord[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [known, setKnown] = useState<ReadonlyMap<LookupRecord['id'], LookupRecord>>(new Map());
  const shownSearch = useRef('');
  // Read through refs so `ensure` stays stable and never asks twice for an id already on its way.
  const knownRef = useRef(known);
  knownRef.current = known;
  const requested = useRef(new Set<LookupRecord['id']>());
  const paramsKey = JSON.stringify(params ?? {});
  const stableParams = useMemo(() => JSON.parse(paramsKey) as WidgetQuery, [paramsKey]);

  const remember = useCallback((list: ReadonlyArray<LookupRecord>) => {
    setKnown((current) => {
      const next = new Map(current);
      for (const record of list) next.set(record.id, record);
      return next;
    });
  }, []);

  const fetchList = useCallback(
    async (search: string) => {
      const query: WidgetQuery = { ...stableParams, page: 1, page_size: pageSize };
      if (search) query.search = search;
      const response = await services.get(withSlash(listPath), query);
      const payload = (response.data ?? {}) as ListPayload;
      return { list: payload.data ?? [], more: payload.next !== null && payload.next !== undefined };
    },
    [services, listPath, pageSize, stableParams],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    shownSearch.current = '';
    fetchList('')
      .then(({ list, more }) => {
        if (!live) return;
        setRecords(list);
        setHasMore(more);
        remember(list);
      })
      .catch((error: unknown) => console.warn('lookup list failed', error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [fetchList, remember]);

  useEffect(() => {
    if (!hasMore || searchText === shownSearch.current) return;
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      fetchList(searchText)
        .then(({ list }) => {
          if (!live) return;
          shownSearch.current = searchText;
          setRecords(list);
          remember(list);
        })
        .catch((error: unknown) => console.warn('lookup search failed', error))
        .finally(() => live && setLoading(false));
    }, LOOKUP_SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [searchText, hasMore, fetchList, remember]);

  /** Makes sure the given ids have records (retrieve one by id, or the multi-read action `read` for several). */
  const ensure = useCallback(
    async (ids: ReadonlyArray<LookupRecord['id']>) => {
      const missing = ids.filter((id) => !knownRef.current.has(id) && !requested.current.has(id));
      if (missing.length === 0) return;
      for (const id of missing) requested.current.add(id);
      try {
        if (missing.length === 1) {
          const response = await services.get(`${withSlash(retrievePath ?? listPath)}${encodeURIComponent(String(missing[0]))}/`);
          if (response.data) remember([response.data as LookupRecord]);
        } else {
          const response = await services.post(`${withSlash(listPath)}read/`, { items: missing });
          if (Array.isArray(response.data)) remember(response.data as LookupRecord[]);
        }
      } catch (error: unknown) {
        console.warn('lookup retrieve failed', error);
      } finally {
        for (const id of missing) requested.current.delete(id);
      }
    },
    [services, listPath, retrievePath, remember],
  );

  return { records, known, hasMore, loading, searchText, setSearchText, ensure, serverSearch: hasMore };
}
