// The password-check queue: a few at a time, the rest wait their turn, a flood past the bound is
// refused at once, and a failing check frees its place.
import { describe, expect, it } from 'vitest';
import { createHashQueue, SignInBusy } from './hash-queue';

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('createHashQueue', () => {
  it('runs at most `concurrency` tasks at once, in arrival order', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 10 });
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const done = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    gates[1]!.open();
    await done[1];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task past the waiting bound at once, and frees the place of a task that throws', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 1 });
    const hold = gate();
    const first = queue.run(() => hold.opened);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(SignInBusy);
    hold.open();
    await first;
    expect(await second).toBe('second');
    await expect(
      queue.run(async () => {
        throw new Error('bcrypt failed');
      }),
    ).rejects.toThrow('bcrypt failed');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 'after')).toBe('after');
  });
});
