import type { PropertyResponse, PropertySummary } from "@plexwise/core";
import { fourplex } from "@plexwise/core/testing";
import { toSpecPayload } from "@plexwise/core/wire";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { properties, propertyVersions } from "../../src/db/schema";
import { AnswerCache } from "../../src/properties/answer-cache";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

/**
 * `GET /api/properties` and `GET /api/properties/:id` answer from a cache kept per owner and validated by a version
 * the database raises on every change of the owner's properties (ADR 0016). Whatever writes a property (the API, a
 * job, SQL by hand), the next read answers the stored facts, and no owner ever sees another's answer.
 */
describe("the cached property answers", () => {
  const t = useTestApp();

  async function createProperty(cookie: string, address: string) {
    const created = await t.api.post("/api/properties", toSpecPayload({ address, ...fourplex() }), { cookie });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as PropertyResponse;
  }
  const list = async (cookie: string) => (await t.api.get("/api/properties", { cookie })).json() as PropertySummary[];
  const one = async (cookie: string, id: string) => await t.api.get(`/api/properties/${id}`, { cookie });

  it("see a change made in the database by any path at the next read, both routes", async () => {
    const { cookie } = await registerUser(t.api);
    const { id } = await createProperty(cookie, "1 Cache St");
    expect((await list(cookie))[0]?.nickname).toBe(null);
    expect((await one(cookie, id)).json()).toMatchObject({ id, address: "1 Cache St" });

    await t.db
      .update(properties)
      .set({ nickname: "Renamed by SQL", address: "2 Cache St" })
      .where(eq(properties.id, id));
    expect((await list(cookie))[0]?.nickname).toBe("Renamed by SQL");
    expect((await one(cookie, id)).json()).toMatchObject({ address: "2 Cache St", nickname: "Renamed by SQL" });

    await t.db.delete(properties).where(eq(properties.id, id));
    expect(await list(cookie)).toEqual([]);
    expect((await one(cookie, id)).statusCode).toBe(404);
  });

  it("follow a property moved to another owner, and never show one owner's answer to another", async () => {
    const alice = await registerUser(t.api);
    const bob = await registerUser(t.api);
    const { id } = await createProperty(alice.cookie, "3 Owner St");
    await createProperty(bob.cookie, "4 Owner St");
    expect((await list(alice.cookie)).map((p) => p.address)).toEqual(["3 Owner St"]);
    expect((await list(bob.cookie)).map((p) => p.address)).toEqual(["4 Owner St"]);
    expect((await one(bob.cookie, id)).statusCode).toBe(404);

    const [bobRow] = await t.db.select().from(properties).where(eq(properties.address, "4 Owner St"));
    await t.db
      .update(properties)
      .set({ ownerId: bobRow?.ownerId ?? "" })
      .where(eq(properties.id, id));
    expect(await list(alice.cookie)).toEqual([]);
    expect((await one(alice.cookie, id)).statusCode).toBe(404);
    expect((await list(bob.cookie)).map((p) => p.address).sort()).toEqual(["3 Owner St", "4 Owner St"]);
    expect((await one(bob.cookie, id)).statusCode).toBe(200);
  });

  it("are raised in the same transaction as the change, and not by a change that rolls back", async () => {
    const { cookie } = await registerUser(t.api);
    const { id } = await createProperty(cookie, "5 Version St");
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
    const versionOf = async () =>
      (
        await t.db
          .select()
          .from(propertyVersions)
          .where(eq(propertyVersions.ownerId, row?.ownerId ?? ""))
      )[0]?.version;
    const before = await versionOf();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(properties).set({ nickname: "Never" }).where(eq(properties.id, id));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await versionOf()).toBe(before);
    expect((await one(cookie, id)).json().nickname).toBe(null);
    await t.db.update(properties).set({ nickname: "Kept" }).where(eq(properties.id, id));
    expect(await versionOf()).toBe((before ?? 0) + 1);
  });

  it("always answer the last write, whatever the order of reads and writes", async () => {
    const { cookie } = await registerUser(t.api);
    const ids = [(await createProperty(cookie, "6 Order St")).id, (await createProperty(cookie, "7 Order St")).id];
    const step = fc.oneof(
      fc.record({ kind: fc.constant("patch" as const), at: fc.nat(1), price: fc.integer({ min: 1, max: 9_000_000 }) }),
      fc.record({ kind: fc.constant("favorite" as const), at: fc.nat(1), favorite: fc.boolean() }),
      fc.record({ kind: fc.constantFrom("list" as const, "one" as const), at: fc.nat(1) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const expected = new Map<string, PropertyResponse>();
        for (const id of ids) expected.set(id, (await one(cookie, id)).json() as PropertyResponse);
        for (const s of steps) {
          const id = ids[s.at] ?? "";
          if (s.kind === "patch") {
            const patched = await t.api.patch(`/api/properties/${id}`, { price: s.price }, { cookie });
            expected.set(id, patched.json() as PropertyResponse);
          } else if (s.kind === "favorite") {
            await t.api.post(`/api/properties/${id}/favorite`, { favorite: s.favorite }, { cookie });
            expected.set(id, { ...(expected.get(id) as PropertyResponse), favorite: s.favorite });
          } else if (s.kind === "one") {
            expect((await one(cookie, id)).json()).toEqual(expected.get(id));
          } else {
            const rows = await list(cookie);
            for (const row of rows)
              expect(row).toMatchObject({
                price: expected.get(row.id)?.price,
                favorite: expected.get(row.id)?.favorite,
                capRatePct: expected.get(row.id)?.capRatePct,
              });
          }
        }
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});

describe("AnswerCache", () => {
  it("answers only at the version an answer was built at", () => {
    const cache = new AnswerCache(100);
    cache.set("owner", "list", 3, "[1]");
    expect(cache.get("owner", "list", 3)).toBe("[1]");
    expect(cache.get("other", "list", 3)).toBeUndefined();
    expect(cache.get("owner", "list", 4)).toBeUndefined();
    expect(cache.get("owner", "list", 3)).toBeUndefined();
  });

  it("keeps within its size, the least recently used answer going first", () => {
    const cache = new AnswerCache(10);
    cache.set("a", "list", 1, "aaaa");
    cache.set("b", "list", 1, "bbbb");
    expect(cache.get("a", "list", 1)).toBe("aaaa");
    cache.set("c", "list", 1, "cccc");
    expect(cache.get("b", "list", 1)).toBeUndefined();
    expect(cache.get("a", "list", 1)).toBe("aaaa");
    expect(cache.get("c", "list", 1)).toBe("cccc");
    cache.set("d", "list", 1, "x".repeat(11));
    expect(cache.get("d", "list", 1)).toBeUndefined();
  });
});
