/**
 * Where an ATTLOG request's time goes (issue 12's performance goals): the benchmark turns this on and prints the
 * sum and p99 per stage; the server leaves it off (one null check per stage).
 */
export type IngestStage = 'caller' | 'parse' | 'queue' | 'insert' | 'logs' | 'commit' | 'total';

type Sink = (stage: IngestStage, ms: number) => void;

let sink: Sink | null = null;

export function setIngestProfiler(next: Sink | null): void {
  sink = next;
}

/** Records `ms` for a stage when profiling is on. */
export function recordStage(stage: IngestStage, ms: number): void {
  if (sink) sink(stage, ms);
}

export function profiling(): boolean {
  return sink !== null;
}
