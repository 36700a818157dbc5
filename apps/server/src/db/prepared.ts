import type { Db } from "./client";

/**
 * A prepared query built once per database handle (tests open many; the server one): `build` runs on the first use
 * with that handle. On PostgreSQL a prepared query is a named statement that each pooled connection parses and plans
 * once; on both drivers the SQL text is not built again per call. Names must be unique across the app.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) byDb.set(db, (prepared = build(db)));
    return prepared;
  };
}
