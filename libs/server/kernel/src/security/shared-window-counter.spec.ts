import { describe, expect, it } from 'vitest';
import { SharedWindowCounter, WindowCount } from './shared-window-counter';

/** A store like the Redis script: counts per key, a window starting at a key's first addition. */
function fakeStore(clock: { now: number }) {
  const windows = new Map<string, { count: number; ends: number }>();
  const calls: Map<string, number>[] = [];
  return {
    calls,
    windows,
    ready: true,
    failing: false,
    async addToWindows(additions: ReadonlyMap<string, number>): Promise<Map<string, WindowCount>> {
      calls.push(new Map(additions));
      if (this.failing) throw new Error('connection lost');
      const answer = new Map<string, WindowCount>();
      for (const [key, added] of additions) {
        let window = windows.get(key);
        if (!window || window.ends <= clock.now) window = { count: 0, ends: clock.now + 60_000 };
        window.count += added;
        windows.set(key, window);
        answer.set(key, { count: window.count, msLeft: window.ends - clock.now });
      }
      return answer;
    },
  };
}

function counterOn(store: ReturnType<typeof fakeStore>, clock: { now: number }, limit = 3) {
  return new SharedWindowCounter({
    limit,
    windowMs: 60_000,
    sendEveryMs: 60_000, // sent by flush() in these tests
    addToWindows: (additions) => store.addToWindows(additions),
    storeReady: () => store.ready,
    now: () => clock.now,
  });
}

describe('SharedWindowCounter', () => {
  it('allows `limit` uses of a key a window without asking the store, then answers the ms left', () => {
    const clock = { now: 1_000_000 };
    const store = fakeStore(clock);
    const counter = counterOn(store, clock);
    expect([counter.consume('a'), counter.consume('a'), counter.consume('a')]).toEqual([null, null, null]);
    clock.now += 15_000;
    expect(counter.consume('a')).toBe(45_000);
    expect(counter.consume('b')).toBeNull();
    expect(store.calls).toEqual([]);
  });

  it('sends the uses gathered since the last message in one message, a count per key', async () => {
    const clock = { now: 0 };
    const store = fakeStore(clock);
    const counter = counterOn(store, clock, 10);
    counter.consume('a');
    counter.consume('a');
    counter.consume('b');
    await counter.flush();
    counter.consume('a');
    await counter.flush();
    await counter.flush();
    expect(store.calls).toEqual([
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
      new Map([['a', 1]]),
    ]);
  });

  it("counts the other processes' uses once the store answers, and takes the store's window end", async () => {
    const clock = { now: 0 };
    const store = fakeStore(clock);
    const here = counterOn(store, clock);
    const there = counterOn(store, clock);
    there.consume('a');
    clock.now = 10_000;
    there.consume('a');
    await there.flush();
    clock.now = 20_000;
    expect(here.consume('a')).toBeNull();
    await here.flush();
    // The store says 3 of 3, in a window that started at 10 s (the first use it was sent).
    expect(here.consume('a')).toBe(50_000);
  });

  it('keeps the uses counted here while the store is not ready or fails, and sends them once it takes them', async () => {
    const clock = { now: 0 };
    const store = fakeStore(clock);
    const counter = counterOn(store, clock);
    store.ready = false;
    counter.consume('a');
    await counter.flush();
    expect(store.calls).toEqual([]);
    store.ready = true;
    store.failing = true;
    counter.consume('a');
    await counter.flush();
    expect(counter.consume('a')).toBeNull();
    expect(counter.consume('a')).not.toBeNull();
    store.failing = false;
    await counter.flush();
    expect(store.calls).toEqual([new Map([['a', 2]]), new Map([['a', 3]])]);
    expect(store.windows.get('a')?.count).toBe(3);
  });

  it('starts a new window for a key once its window has ended', () => {
    const clock = { now: 0 };
    const counter = counterOn(fakeStore(clock), clock, 1);
    expect(counter.consume('a')).toBeNull();
    expect(counter.consume('a')).toBe(60_000);
    clock.now = 60_000;
    expect(counter.consume('a')).toBeNull();
  });
});
