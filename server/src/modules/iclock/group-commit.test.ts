import { GroupCommit } from './group-commit';

interface Job {
  company: number;
  terminal: number;
  rows: number;
  bad?: boolean;
}

/** A writer that records its groups and lets the test decide when each write ends. */
function recorder() {
  const groups: Job[][] = [];
  const finish: Array<() => void> = [];
  const write = (jobs: Job[]): Promise<string[]> => {
    groups.push(jobs);
    return new Promise((resolve, reject) => {
      finish.push(() => (jobs.some((job) => job.bad) ? reject(new Error('bad batch')) : resolve(jobs.map((job) => `${job.company}:${job.terminal}`))));
    });
  };
  return { groups, finish, write };
}

const options = { groupOf: (job: Job) => job.company, memberOf: (job: Job) => job.terminal, sizeOf: (job: Job) => job.rows, maxSize: 1000, maxInFlight: 1 };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('starts the first item at once and writes the items that arrive meanwhile together', async () => {
    const { groups, finish, write } = recorder();
    const commit = new GroupCommit(write, options);
    const first = commit.submit({ company: 1, terminal: 1, rows: 500 });
    expect(groups).toHaveLength(1);
    const later = [commit.submit({ company: 1, terminal: 2, rows: 100 }), commit.submit({ company: 1, terminal: 3, rows: 100 })];
    expect(groups).toHaveLength(1);
    finish.shift()?.();
    expect(await first).toBe('1:1');
    await settle();
    expect(groups[1].map((job) => job.terminal)).toEqual([2, 3]);
    finish.shift()?.();
    expect(await Promise.all(later)).toEqual(['1:2', '1:3']);
    expect(commit.stats).toMatchObject({ groups: 2, items: 3, largestGroup: 2, retriedAlone: 0 });
  });

  it('keeps one company per group, one item per terminal, and the size limit, oldest first', async () => {
    const { groups, finish, write } = recorder();
    const commit = new GroupCommit(write, options);
    const all = [
      commit.submit({ company: 1, terminal: 1, rows: 10 }),
      commit.submit({ company: 2, terminal: 5, rows: 10 }),
      commit.submit({ company: 1, terminal: 1, rows: 10 }),
      commit.submit({ company: 1, terminal: 2, rows: 600 }),
      commit.submit({ company: 1, terminal: 3, rows: 600 }),
      commit.submit({ company: 1, terminal: 4, rows: 300 }),
    ];
    for (let round = 0; round < 6 && finish.length > 0; round += 1) {
      finish.shift()?.();
      await settle();
    }
    await Promise.all(all);
    expect(groups.map((group) => group.map((job) => `${job.company}:${job.terminal}`))).toEqual([
      ['1:1'],
      // Company 2's item is the oldest waiting: it leads, alone (no other item of company 2).
      ['2:5'],
      // Terminal 1's second batch, then what fits in 1,000 rows (terminal 3's 600 would not).
      ['1:1', '1:2', '1:4'],
      ['1:3'],
    ]);
  });

  it('writes the items of a failed group again one by one: only the bad one fails', async () => {
    const { groups, finish, write } = recorder();
    const commit = new GroupCommit(write, options);
    const first = commit.submit({ company: 1, terminal: 1, rows: 1 });
    const good = commit.submit({ company: 1, terminal: 2, rows: 1 });
    const bad = commit.submit({ company: 1, terminal: 3, rows: 1, bad: true });
    const alsoGood = commit.submit({ company: 1, terminal: 4, rows: 1 });
    const outcomes = Promise.allSettled([first, good, bad, alsoGood]);
    for (let round = 0; round < 10 && finish.length > 0; round += 1) {
      finish.shift()?.();
      await settle();
    }
    const [a, b, c, d] = await outcomes;
    expect(a).toEqual({ status: 'fulfilled', value: '1:1' });
    expect(b).toEqual({ status: 'fulfilled', value: '1:2' });
    expect(c).toMatchObject({ status: 'rejected', reason: new Error('bad batch') });
    expect(d).toEqual({ status: 'fulfilled', value: '1:4' });
    expect(groups.map((group) => group.map((job) => job.terminal))).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(commit.stats.retriedAlone).toBe(3);
  });

  it('runs up to maxInFlight groups at the same time', async () => {
    const { groups, finish, write } = recorder();
    const commit = new GroupCommit(write, { ...options, maxInFlight: 2 });
    const all = [1, 2, 3, 4].map((terminal) => commit.submit({ company: 1, terminal, rows: 1 }));
    expect(groups.map((group) => group.map((job) => job.terminal))).toEqual([[1], [2]]);
    finish.shift()?.();
    await settle();
    expect(groups.map((group) => group.map((job) => job.terminal))).toEqual([[1], [2], [3, 4]]);
    while (finish.length > 0) finish.shift()?.();
    expect(await Promise.all(all)).toEqual(['1:1', '1:2', '1:3', '1:4']);
  });
});
