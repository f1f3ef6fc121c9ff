import { startPeriodicTask } from './periodic-task';

/** A run whose end the test decides. */
function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('startPeriodicTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks every interval after the previous tick ended, first one after an interval (or at once)', async () => {
    const run = jest.fn(async () => undefined);
    const task = startPeriodicTask({ intervalMs: 1000, run, log: jest.fn(), failureMessage: 'x' });
    await jest.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
    await task.stop();
    const eager = jest.fn(async () => undefined);
    const atStart = startPeriodicTask({ intervalMs: 1000, run: eager, log: jest.fn(), failureMessage: 'x', runAtStart: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(eager).toHaveBeenCalledTimes(1);
    await atStart.stop();
  });

  it('runs one tick at a time: a slow tick delays the next, runNow while running waits for it', async () => {
    const slow = gate();
    let calls = 0;
    const run = jest.fn(async () => {
      calls += 1;
      if (calls === 1) await slow.promise;
    });
    const task = startPeriodicTask({ intervalMs: 100, run, log: jest.fn(), failureMessage: 'x' });
    await jest.advanceTimersByTimeAsync(100);
    await jest.advanceTimersByTimeAsync(1000);
    const again = task.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    slow.open();
    await again;
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    await task.stop();
  });

  it('logs a failing tick and goes on; ends quietly once the database is closed', async () => {
    const log = jest.fn();
    const run = jest.fn(async () => {
      throw run.mock.calls.length < 2 ? new Error('boom') : new Error('the database is closed');
    });
    const task = startPeriodicTask({ intervalMs: 10, run, log, failureMessage: 'loop failed' });
    await jest.advanceTimersByTimeAsync(10);
    expect(log).toHaveBeenCalledWith('loop failed', expect.objectContaining({ message: 'boom' }));
    await jest.advanceTimersByTimeAsync(10);
    await jest.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(1);
    await task.stop();
  });

  it('stop() waits for the running tick and nothing runs after it', async () => {
    const slow = gate();
    let ended = false;
    const run = jest.fn(async () => {
      await slow.promise;
      ended = true;
    });
    const task = startPeriodicTask({ intervalMs: 10, run, log: jest.fn(), failureMessage: 'x' });
    await jest.advanceTimersByTimeAsync(10);
    const stopping = task.stop();
    let stoppedYet = false;
    void stopping.then(() => (stoppedYet = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stoppedYet).toBe(false);
    slow.open();
    await stopping;
    expect(ended).toBe(true);
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await task.runNow();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('an error of a tick that ends after stop() is not logged', async () => {
    const slow = gate();
    const log = jest.fn();
    const task = startPeriodicTask({
      intervalMs: 10,
      run: async () => {
        await slow.promise;
        throw new Error('late');
      },
      log,
      failureMessage: 'x',
    });
    await jest.advanceTimersByTimeAsync(10);
    const stopping = task.stop();
    slow.open();
    await stopping;
    expect(log).not.toHaveBeenCalled();
  });

  it('unrefs its timer (a loop never keeps the process alive)', async () => {
    const unref = jest.fn();
    const spy = jest.spyOn(global, 'setTimeout').mockImplementation((() => ({ unref })) as unknown as typeof setTimeout);
    const task = startPeriodicTask({ intervalMs: 10, run: async () => undefined, log: jest.fn(), failureMessage: 'x' });
    spy.mockRestore();
    expect(unref).toHaveBeenCalledTimes(1);
    await task.stop();
  });
});
