import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client";
import { testDatabaseTarget } from "../helpers/test-database-target";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateDb: string;
  }
}

/**
 * Migrates one template database per run; each test file then clones it, which takes under a
 * second instead of the several seconds a fresh, migrated PGlite needs.
 */
export default async function setup(project: TestProject) {
  const target = testDatabaseTarget();
  if (target.kind === "postgres") {
    const templateDb = `plexwise_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
    await admin.query(`CREATE DATABASE ${templateDb}`);
    const migrated = await openDatabase({ databaseUrl: withDatabase(target.url, templateDb) });
    await migrated.close();
    project.provide("postgresTemplateDb", templateDb);
    project.provide("pgliteTemplatePath", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "plexwise-test-"));
  const database = await openDatabase({ pgliteDir: "memory://" });
  if (!database.dumpDataDir) throw new Error("PGlite database without dumpDataDir");
  const dump = await database.dumpDataDir();
  await database.close();
  const templatePath = path.join(dir, "template.tar");
  await fs.writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", templatePath);
  project.provide("postgresTemplateDb", "");
  return () => fs.rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
