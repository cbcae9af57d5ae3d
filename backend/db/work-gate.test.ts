import { describe, expect, it } from "vitest";
import { createWorkGate, DatabaseBusyError } from "./work-gate";

describe("the database work gate", () => {
  it("lets `limit` in, queues `queue` more first come first served, and refuses the next", async () => {
    const gate = createWorkGate({ limit: 2, queue: 2, waitMs: 60_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    const order: string[] = [];
    const third = gate.enter().then((leave) => {
      order.push("third");
      return leave;
    });
    const fourth = gate.enter().then((leave) => {
      order.push("fourth");
      return leave;
    });
    await expect(gate.enter()).rejects.toEqual(new DatabaseBusyError("queue-full"));
    expect(gate.stats()).toEqual({ active: 2, waiting: 2 });
    first();
    // Giving a slot back twice frees one slot only.
    first();
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(["third", "fourth"]);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses a waiter whose deadline passes, and forgets it", async () => {
    const gate = createWorkGate({ limit: 1, queue: 1, waitMs: 10 });
    const held = await gate.enter();
    await expect(gate.enter()).rejects.toEqual(new DatabaseBusyError("wait-expired"));
    expect(gate.stats()).toEqual({ active: 1, waiting: 0 });
    held();
    expect(gate.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses at once with no queue", async () => {
    const gate = createWorkGate({ limit: 1, queue: 0, waitMs: 60_000 });
    const held = await gate.enter();
    await expect(gate.enter()).rejects.toBeInstanceOf(DatabaseBusyError);
    held();
    (await gate.enter())();
  });
});
