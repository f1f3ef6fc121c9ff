import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterDeclaration } from './declaration';
import { readListState, writeListState, type ListUrlState } from './list-url-state';

/** Every API parameter the declared filters write. */
export function filterParams(filters: ReadonlyArray<FilterDeclaration>): string[] {
  return filters.flatMap((filter) => (filter.kind === 'dateRange' ? [...filter.params] : [filter.param]));
}

export interface ListUrlStateApi {
  state: ListUrlState;
  /** Applies a change as a new history entry (back returns to the previous list); a filter change starts at page 1. */
  update: (patch: Partial<ListUrlState>) => void;
}

/** The list's page, size, search, ordering and filters, kept in the URL's search parameters. */
export function useListUrlState(filters: ReadonlyArray<FilterDeclaration>, orderable: readonly string[]): ListUrlStateApi {
  const [params, setParams] = useSearchParams();
  const names = useMemo(() => filterParams(filters), [filters]);
  const key = params.toString();
  // Keyed by the URL text so the state object stays the same while the URL does.
  const state = useMemo(() => readListState(new URLSearchParams(key), names, orderable), [key, names, orderable]);
  const update = useCallback(
    (patch: Partial<ListUrlState>) => {
      setParams((previous) => {
        const current = readListState(previous, names, orderable);
        const refiltered = patch.search !== undefined || patch.filters !== undefined || patch.ordering !== undefined || patch.pageSize !== undefined;
        const next: ListUrlState = { ...current, ...(refiltered ? { page: 1 } : {}), ...patch };
        return writeListState(next, previous, names);
      });
    },
    [setParams, names, orderable],
  );
  return { state, update };
}
