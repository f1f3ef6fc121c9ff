import { useEffect, useState } from 'react';
import { useAppServices } from '../providers/AppProvider';
import type { TreeOptionItem } from '../tree-select/treeModel';
import { fetchAllOptions, PERSONNEL_PATHS } from './employeeQueries';

export type FilterKind = 'department' | 'area' | 'position';
export const FILTER_KINDS: ReadonlyArray<FilterKind> = ['department', 'area', 'position'];
const PATHS: Record<FilterKind, string> = {
  department: PERSONNEL_PATHS.departments,
  area: PERSONNEL_PATHS.areas,
  position: PERSONNEL_PATHS.positions,
};

/** Department, area and position options for the picker's filter tree, loaded while `enabled`. */
export function useFilterOptions(enabled: boolean): { options: Record<FilterKind, TreeOptionItem[]>; loading: boolean } {
  const services = useAppServices();
  const [options, setOptions] = useState<Record<FilterKind, TreeOptionItem[]>>({ department: [], area: [], position: [] });
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoading(true);
    Promise.all(FILTER_KINDS.map((kind) => fetchAllOptions(services, PATHS[kind]).catch(() => [])))
      .then(([department, area, position]) => {
        if (live) setOptions({ department, area, position });
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [enabled, services]);
  return { options, loading };
}
