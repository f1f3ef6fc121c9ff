import { useEffect, useState } from 'react';
import { isSuccessCode } from '@timekeep/contracts';
import { useAppServices } from '../providers/AppProvider';
import type { TreeOptionItem } from './treeModel';

export interface TreeSource {
  /** Resource base of the tree action, e.g. `/personnel/api/v2/departments/`. */
  uri?: string;
  /** Tree action name; SPEC default `tree`. The call is GET `{uri}{view}/`. */
  view?: string;
  /** Options given directly (no call is made). */
  options?: ReadonlyArray<TreeOptionItem>;
}

export function treeActionPath(uri: string, view = 'tree'): string {
  return `${uri.endsWith('/') ? uri : `${uri}/`}${view}/`;
}

/** Loads the flat option list of a tree action (reads isSuccess and data, SPEC §7). */
export function useTreeOptions({ uri, view = 'tree', options }: TreeSource): {
  items: ReadonlyArray<TreeOptionItem>;
  loading: boolean;
} {
  const services = useAppServices();
  const [loaded, setLoaded] = useState<ReadonlyArray<TreeOptionItem>>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (options || !uri) return;
    let live = true;
    setLoading(true);
    services
      .get(treeActionPath(uri, view))
      .then((response) => {
        const ok = response.isSuccess ?? isSuccessCode(response.code);
        if (live) setLoaded(ok && Array.isArray(response.data) ? (response.data as TreeOptionItem[]) : []);
      })
      .catch((error: unknown) => {
        // The api-client has already shown the failure; the tree just stays empty.
        console.warn('tree options failed to load', error);
        if (live) setLoaded([]);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [services, uri, view, options]);

  return { items: options ?? loaded, loading };
}
