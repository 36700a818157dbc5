import { describe, expect, it } from "vitest";
import { batched } from "../../src/properties/property-versions";

/**
 * PostgreSQL's version reads are shared by the requests of one turn of the event loop, or of the time the read before
 * was out, and never by a request that came after the read was sent.
 */
describe("batched version reads", () => {
  it("read once for the requests of one turn, and again for a request that comes after the read was sent", async () => {
    const reads: string[][] = [];
    let version = 1;
    const versionOf = batched(async (ownerIds) => {
      reads.push(ownerIds);
      return new Map(ownerIds.map((id) => [id, id === "a" ? version : 7]));
    });
    const first = [versionOf("a"), versionOf("b"), versionOf("a")];
    await new Promise((resolve) => setImmediate(resolve));
    // Sent: a change acknowledged now must be seen by the next request, which must not share the read above.
    version = 2;
    const later = versionOf("a");
    expect(await Promise.all(first)).toEqual([1, 7, 1]);
    expect(await later).toBe(2);
    expect(reads).toEqual([["a", "b"], ["a"]]);
  });

  it("fail every request of a failed read, and read again for the next", async () => {
    let fail = true;
    const versionOf = batched(async (ownerIds) => {
      if (fail) throw new Error("database down");
      return new Map(ownerIds.map((id) => [id, 3]));
    });
    await expect(Promise.all([versionOf("a"), versionOf("b")])).rejects.toThrow("database down");
    fail = false;
    expect(await versionOf("a")).toBe(3);
  });

  it("keep one read out at a time: what arrives meanwhile waits for the next read, sent when the first is back", async () => {
    const pending: { ownerIds: string[]; answer: (versions: Map<string, number>) => void }[] = [];
    const versionOf = batched((ownerIds) => new Promise((answer) => pending.push({ ownerIds, answer })));
    const first = versionOf("a");
    await turn();
    // Arrived after the first read was sent, which may predate a change these requests must see.
    const later = Promise.all([versionOf("a"), versionOf("c"), versionOf("a")]);
    await turn();
    await turn();
    expect(pending.map((read) => read.ownerIds)).toEqual([["a"]]);
    pending[0]?.answer(new Map([["a", 1]]));
    expect(await first).toBe(1);
    await turn();
    expect(pending.map((read) => read.ownerIds)).toEqual([["a"], ["a", "c"]]);
    pending[1]?.answer(new Map([["a", 2]]));
    expect(await later).toEqual([2, 0, 2]);
    // Idle again: the next request starts a read of its own.
    const again = versionOf("b");
    await turn();
    expect(pending).toHaveLength(3);
    pending[2]?.answer(new Map([["b", 4]]));
    expect(await again).toBe(4);
  });
});

const turn = () => new Promise((resolve) => setImmediate(resolve));
