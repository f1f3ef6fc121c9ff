-- ADR 0126: room on each page of att_day_results for the next version of its rows. A day is stored when it is first
-- marked (its set-up, as an absence) and rewritten when its punches arrive; with full pages every rewrite put a new
-- entry into both indexes. With free space on the page the rewrite is a heap-only update (no key column changes):
-- no index entry, and the old version is pruned on the page's next visit (PGlite has no autovacuum).
-- Pages written from now on keep the room; existing pages are not rewritten.
alter table att_day_results set (fillfactor = 50);
