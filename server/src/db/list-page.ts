/**
 * One page of a large list, read the way that stays fast at 100,000 rows (ADR 0046). A list says how to read
 * its rows and how to count them; `readPage` decides the order of work:
 *
 * - a list that knows its total cheaply (`knownTotal`, e.g. a trigger-kept count) gives it first, and a page in
 *   the second half is read from the end backwards (OFFSET costs what it skips, so the last page is as cheap as
 *   the first and the middle page is the worst);
 * - otherwise the rows are read first, and `count` runs only when the page is full (a short page, or an empty
 *   one past the start, says the total itself: a rare search never counts).
 *
 * `rows(offset, limit, 'desc')` must give the rows of the list order reversed, skipping `offset` from the end;
 * readPage turns them back.
 */
export interface PageSource<Item> {
  /** The exact total without scanning, when the list can say it (undefined: it cannot for these filters). */
  knownTotal?: () => Promise<number | undefined>;
  /** The exact number of rows the filters match. */
  count: () => Promise<number>;
  /** `limit` rows after skipping `offset`, in list order ('asc') or in reverse list order from the end ('desc'). */
  rows: (offset: number, limit: number, direction: 'asc' | 'desc') => Promise<Item[]>;
}

export interface PageWindow {
  /** Rows skipped from the start of the list. */
  offset: number;
  limit: number;
}

export interface ReadPage<Item> {
  rows: Item[];
  total: number;
}

export async function readPage<Item>(source: PageSource<Item>, window: PageWindow): Promise<ReadPage<Item>> {
  const { offset, limit } = window;
  const known = source.knownTotal ? await source.knownTotal() : undefined;
  if (known !== undefined) {
    if (offset >= known) return { rows: [], total: known };
    const fromEnd = known - offset - limit;
    if (offset > fromEnd) {
      // The page's rows seen from the end: skip what comes after it, take what is left of it.
      const rows = await source.rows(Math.max(0, fromEnd), Math.min(limit, known - offset), 'desc');
      return { rows: rows.reverse(), total: known };
    }
    return { rows: await source.rows(offset, limit, 'asc'), total: known };
  }
  const rows = await source.rows(offset, limit, 'asc');
  const pageTellsTotal = rows.length < limit && (rows.length > 0 || offset === 0);
  return { rows, total: pageTellsTotal ? offset + rows.length : await source.count() };
}
