import { describe, expect, it, vi } from 'vitest';
import { createConcurrencyGate, openGate, ServiceBusyError } from './concurrency-gate.ts';
import type { Defer } from './concurrency-gate.ts';

/** A piece of work the test finishes (or fails) when it chooses; `started` says whether the gate ran it. */
function controlledWork(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const state = { started: false };
  const work = () => {
    state.started = true;
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    work,
    state,
    finish: (value = name) => {
      finish(value);
    },
    fail: (error: Error) => {
      fail(error);
    },
  };
}

/** Hand-offs the test runs when it chooses, as the event loop's next turn would. */
function manualTurns() {
  const pending: (() => void)[] = [];
  const defer: Defer = (callback) => pending.push(callback);
  return {
    defer,
    get pending() {
      return pending.length;
    },
    runNext() {
      pending.shift()?.();
    },
  };
}

/** Lets promise callbacks already due run (no time passes). */
const flushPromises = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createConcurrencyGate', () => {
  it('starts work on a later turn, so every request already received reaches the gate first', async () => {
    const turns = manualTurns();
    const gate = createConcurrencyGate({ maxActive: 1, maxQueued: 0 }, turns.defer);
    const log: string[] = [];
    const [first, second] = ['first', 'second'].map((name) => controlledWork(log, name));
    const firstResult = gate.run(first!.work);
    await flushPromises();
    expect(first!.state.started).toBe(false);
    // Read in the same turn, the second request finds the slot taken and is refused before any work.
    await expect(gate.run(second!.work)).rejects.toBeInstanceOf(ServiceBusyError);
    turns.runNext();
    await flushPromises();
    expect(log).toEqual(['start first']);
    first!.finish();
    expect(await firstResult).toBe('first');
  });

  it('runs up to maxActive at once; a waiter starts, in arrival order, once a slot is handed on', async () => {
    const turns = manualTurns();
    const gate = createConcurrencyGate({ maxActive: 2, maxQueued: 2 }, turns.defer);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controlledWork(log, name));
    const results = [a!, b!, c!, d!].map((entry) => gate.run(entry.work));
    await flushPromises();
    expect(turns.pending).toBe(2);
    turns.runNext();
    turns.runNext();
    await flushPromises();
    expect(log).toEqual(['start a', 'start b']);

    a!.finish();
    await flushPromises();
    // Finished, but the slot passes to c only on the next turn: what arrived meanwhile is read first.
    expect(c!.state.started).toBe(false);
    expect(turns.pending).toBe(1);
    turns.runNext();
    await flushPromises();
    expect(log).toEqual(['start a', 'start b', 'start c']);

    b!.finish();
    c!.finish();
    await flushPromises();
    turns.runNext();
    await flushPromises();
    d!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log.at(-1)).toBe('start d');
  });

  it('refuses at once, without running it, work beyond maxActive running and maxQueued waiting', async () => {
    const gate = createConcurrencyGate({ maxActive: 1, maxQueued: 1 }, manualTurns().defer);
    const log: string[] = [];
    const [running, queued, refused] = ['running', 'queued', 'refused'].map((name) =>
      controlledWork(log, name),
    );
    void gate.run(running!.work);
    void gate.run(queued!.work);
    const error = await gate.run(refused!.work).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceBusyError);
    expect(error).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      headers: { 'retry-after': '1' },
    });
    expect(refused!.state.started).toBe(false);
  });

  it('takes new work again once the queue has room', async () => {
    const turns = manualTurns();
    const gate = createConcurrencyGate({ maxActive: 1, maxQueued: 0 }, turns.defer);
    const log: string[] = [];
    const [first, second, third] = ['first', 'second', 'third'].map((name) => controlledWork(log, name));
    const firstResult = gate.run(first!.work);
    await expect(gate.run(second!.work)).rejects.toBeInstanceOf(ServiceBusyError);
    turns.runNext();
    await flushPromises();
    first!.finish();
    expect(await firstResult).toBe('first');
    expect(turns.pending).toBe(0);
    const thirdResult = gate.run(third!.work);
    turns.runNext();
    await flushPromises();
    third!.finish();
    expect(await thirdResult).toBe('third');
    expect(second!.state.started).toBe(false);
  });

  it('frees the slot of work that fails, and passes the failure on', async () => {
    const turns = manualTurns();
    const gate = createConcurrencyGate({ maxActive: 1, maxQueued: 1 }, turns.defer);
    const log: string[] = [];
    const [failing, next] = ['failing', 'next'].map((name) => controlledWork(log, name));
    const failed = gate.run(failing!.work);
    const after = gate.run(next!.work);
    turns.runNext();
    await flushPromises();
    failing!.fail(new Error('database gone'));
    await expect(failed).rejects.toThrow('database gone');
    turns.runNext();
    await flushPromises();
    expect(next!.state.started).toBe(true);
    next!.finish();
    expect(await after).toBe('next');
  });

  it('starts work through the event loop by default', async () => {
    const gate = createConcurrencyGate({ maxActive: 1, maxQueued: 1 });
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => controlledWork(log, name));
    const results = [gate.run(a!.work), gate.run(b!.work)];
    expect(a!.state.started).toBe(false);
    await vi.waitFor(() => {
      expect(a!.state.started).toBe(true);
    });
    a!.finish();
    await vi.waitFor(() => {
      expect(b!.state.started).toBe(true);
    });
    b!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b']);
  });

  it.each([
    [{ maxActive: 0, maxQueued: 1 }, /maxActive/],
    [{ maxActive: 1.5, maxQueued: 1 }, /maxActive/],
    [{ maxActive: 1, maxQueued: -1 }, /maxQueued/],
  ])('refuses limits %o', (limits, message) => {
    expect(() => createConcurrencyGate(limits)).toThrow(message);
  });
});

describe('openGate', () => {
  it('runs every piece of work at once', async () => {
    const log: string[] = [];
    const works = ['a', 'b', 'c'].map((name) => controlledWork(log, name));
    const results = works.map((entry) => openGate.run(entry.work));
    expect(log).toEqual(['start a', 'start b', 'start c']);
    for (const entry of works) entry.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });
});
