/**
 * API tests run on PGlite by default. The test runner's PostgreSQL pass sets PLEXWISE_TEST_DB=postgres,
 * and then TEST_DATABASE_URL names the server (any database on it; the tests create their own).
 */
export function testDatabaseTarget(): { kind: "pglite" } | { kind: "postgres"; url: string } {
  if (process.env.PLEXWISE_TEST_DB !== "postgres") return { kind: "pglite" };
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error("PLEXWISE_TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test");
  return { kind: "postgres", url };
}
