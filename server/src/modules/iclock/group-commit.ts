/**
 * Group commit (ADR 0098): work items that arrive while earlier ones are being written go to the database together,
 * in one transaction, instead of one transaction (and one commit, one disk sync) each. Nothing waits on a timer:
 * an item that finds a free slot starts at once, alone; items that arrive meanwhile form the next group.
 *
 * Each caller's promise settles only after its group committed (or failed), so a terminal hears `OK` only for
 * rows that are durable. A group that fails rolls back whole; its items are then written again one by one, so
 * one bad item fails alone and never takes another's rows with it (nothing of the failed group was stored, and
 * the writes are idempotent, so nothing is stored twice either).
 */

export interface GroupCommitOptions<J> {
  /** Items of one group share this key (the company: a tenant transaction sees one company). */
  groupOf(job: J): string | number;
  /** At most one item per member in a group (a terminal: its counts are read per statement). */
  memberOf(job: J): string | number;
  /** How much an item weighs (rows); a group stops growing past `maxSize` (it always takes one item). */
  sizeOf(job: J): number;
  maxSize: number;
  /** Groups written at the same time: 1 on the embedded database (one connection), a few on PostgreSQL. */
  maxInFlight: number;
}

export interface GroupCommitStats {
  groups: number;
  items: number;
  /** Items written again alone after their group failed. */
  retriedAlone: number;
  largestGroup: number;
}

interface Waiting<J, R> {
  job: J;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export class GroupCommit<J, R> {
  private readonly waiting: Waiting<J, R>[] = [];
  private inFlight = 0;
  readonly stats: GroupCommitStats = { groups: 0, items: 0, retriedAlone: 0, largestGroup: 0 };

  /** `write` stores the items in one transaction and returns one result per item, in their order. */
  constructor(
    private readonly write: (jobs: J[]) => Promise<R[]>,
    private readonly options: GroupCommitOptions<J>,
  ) {}

  get maxInFlight(): number {
    return this.options.maxInFlight;
  }

  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const group = this.take();
      this.inFlight += 1;
      void this.commit(group).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  /** The oldest waiting item and, in arrival order, the others of its group that fit. */
  private take(): Waiting<J, R>[] {
    const { groupOf, memberOf, sizeOf, maxSize } = this.options;
    const first = this.waiting[0];
    const key = groupOf(first.job);
    const members = new Set<string | number>();
    const group: Waiting<J, R>[] = [];
    let size = 0;
    for (let index = 0; index < this.waiting.length; ) {
      const item = this.waiting[index];
      const member = memberOf(item.job);
      const weight = sizeOf(item.job);
      const fits = group.length === 0 || size + weight <= maxSize;
      if (groupOf(item.job) === key && !members.has(member) && fits) {
        group.push(item);
        members.add(member);
        size += weight;
        this.waiting.splice(index, 1);
        if (size >= maxSize) break;
      } else {
        index += 1;
      }
    }
    return group;
  }

  private async commit(group: Waiting<J, R>[]): Promise<void> {
    this.stats.groups += 1;
    this.stats.items += group.length;
    this.stats.largestGroup = Math.max(this.stats.largestGroup, group.length);
    try {
      const results = await this.write(group.map((item) => item.job));
      group.forEach((item, index) => item.resolve(results[index]));
    } catch (error) {
      if (group.length === 1) {
        group[0].reject(error);
        return;
      }
      // The group's transaction rolled back: each item again on its own, so only a bad one fails.
      for (const item of group) {
        this.stats.retriedAlone += 1;
        try {
          item.resolve((await this.write([item.job]))[0]);
        } catch (itemError) {
          item.reject(itemError);
        }
      }
    }
  }
}
