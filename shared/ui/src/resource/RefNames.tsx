import { useEffect, useState, type ReactElement } from 'react';
import { isSuccessCode } from '@timekeep/contracts';
import { useAppServices, type WidgetServices } from '../widgets/providers/AppProvider';
import type { LookupRecord } from '../widgets/record-lookup/useRecordLookup';
import { recordName } from '../widgets/record-lookup/SelectFromRecords';

type NamedRecord = LookupRecord & Record<string, unknown>;

/** Records read recently, per list path (a page's cells ask for the same few ids again and again). */
const known = new Map<string, Map<number, { record: NamedRecord; at: number }>>();
/** Ids asked for in the same tick, per path: one `read/` call for all the cells of a page. */
const queued = new Map<string, { ids: Set<number>; done: Promise<void> }>();
const FRESH_MS = 30_000;

function cached(path: string, id: number): NamedRecord | undefined {
  const entry = known.get(path)?.get(id);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.record : undefined;
}

function read(services: WidgetServices, path: string, id: number): Promise<void> {
  let batch = queued.get(path);
  if (!batch) {
    const ids = new Set<number>();
    const done = new Promise<void>((resolve) => {
      setTimeout(() => {
        queued.delete(path);
        services
          .post(`${path}read/`, { ids: [...ids] })
          .then((response) => {
            const rows = isSuccessCode(response.code) && Array.isArray(response.data) ? (response.data as NamedRecord[]) : [];
            const byId = known.get(path) ?? new Map<number, { record: NamedRecord; at: number }>();
            known.set(path, byId);
            for (const row of rows) byId.set(Number(row.id), { record: row, at: Date.now() });
          })
          // Unreadable (no permission, offline): the cell keeps showing the ids.
          .catch(() => undefined)
          .finally(resolve);
      }, 0);
    });
    batch = { ids, done };
    queued.set(path, batch);
  }
  batch.ids.add(id);
  return batch.done;
}

export interface RefNamesProps {
  /** The referred resource's list path (`/att/api/v2/workflow-roles/`); its `read/` names the ids. */
  path: string;
  ids: ReadonlyArray<number> | number | null | undefined;
  /** How a record is named; `display_name`, `name`, `alias` or `email` by default. */
  nameOf?: (record: NamedRecord) => string;
}

/** A list cell naming the records a `ref`/`refs` field points at (ids until they are read, `#id` if unreadable). */
export function RefNames({ path, ids, nameOf = recordName }: RefNamesProps): ReactElement {
  const services = useAppServices();
  const list = ids === null || ids === undefined ? [] : typeof ids === 'number' ? [ids] : [...ids];
  const key = list.join(',');
  const [, setVersion] = useState(0);
  useEffect(() => {
    const missing = list.filter((id) => !cached(path, id));
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(missing.map((id) => read(services, path, id))).then(() => live && setVersion((version) => version + 1));
    return () => {
      live = false;
    };
    // `key` stands for the ids.
  }, [path, key, services]);
  return <span>{list.map((id) => { const record = cached(path, id); return record ? nameOf(record) : `#${id}`; }).join(', ')}</span>;
}
