import { describe, expect, it } from "vitest";
import { createAdmissionGate } from "./admission";

describe("admission gate", () => {
  it("admits up to its concurrency at once, queues the next in order, and hands a released turn to the oldest waiter", async () => {
    const gate = createAdmissionGate({ concurrency: 2, queue: 5, waitMs: 5_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first && second).toBeTruthy();
    const order: string[] = [];
    const third = gate.enter().then((release) => (order.push("third"), release));
    const fourth = gate.enter().then((release) => (order.push("fourth"), release));
    expect(gate.queued).toBe(2);
    first!();
    first!(); // twice: gives back one turn only
    expect((await third) && order).toEqual(["third"]);
    expect(gate.active).toBe(2);
    second!();
    expect(await fourth).toBeTruthy();
    expect(order).toEqual(["third", "fourth"]);
  });

  it("sheds at once when the queue is full, and after the wait otherwise, counting both", async () => {
    let sheds = 0;
    const gate = createAdmissionGate({ concurrency: 1, queue: 1, waitMs: 50 }, () => sheds++);
    await gate.enter();
    const started = Date.now();
    const waiting = gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(Date.now() - started).toBeLessThan(20);
    expect(await waiting).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(sheds).toBe(2);
    expect(gate.queued).toBe(0);
  });

  it("gives no turn without waiting when one is busy, and drops a waiter whose client has gone", async () => {
    const gate = createAdmissionGate({ concurrency: 1, queue: 5, waitMs: 5_000 });
    const held = gate.tryEnter();
    expect(held).toBeTruthy();
    expect(gate.tryEnter()).toBeNull();
    const gone = new AbortController();
    const waiting = gate.enter(gone.signal);
    gone.abort();
    expect(await waiting).toBeNull();
    expect(gate.queued).toBe(0);
    held!();
    expect(gate.active).toBe(0);
  });
});
