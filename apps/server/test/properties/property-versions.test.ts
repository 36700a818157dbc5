import { describe, expect, it } from "vitest";
import { batched } from "../../src/properties/property-versions";

/** PostgreSQL's version reads are shared by the requests of one turn of the event loop, never by a later one. */
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
});
