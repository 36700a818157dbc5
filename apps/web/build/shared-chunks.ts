import fs from "node:fs";
import path from "node:path";
import type { Rollup } from "vite";
import { readRouteTable } from "./route-preloads.ts";

type ModuleInfo = Pick<Rollup.ModuleInfo, "importedIds">;
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };
type NameFunction = (id: string, ctx: ChunkingContext) => string | null;

/**
 * Our code, the core package, and the small UI libraries the pages share: icons, Radix and what Radix's dialogs and
 * menus import. Charts and other heavy libraries stay with the pages that use them.
 */
const SHAREABLE =
  /[\\/](apps[\\/]web|packages[\\/]core)[\\/]src[\\/]|node_modules[\\/](lucide-react|@radix-ui|@floating-ui|aria-hidden|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)[\\/]/;

/**
 * Where the modules that several pages share go (vite.config.ts), instead of the dozens of 1-4 KiB chunks the
 * automatic split makes of them. Each of those costs a request, and on a phone's network (or Lighthouse's model of
 * one: 150 ms round trips, a few requests at a time) a signed-in page waited on 30 of them before its first paint
 * (docs/decisions/0014-production-build.md, addendum 2).
 * - `publicKit`: a module the entry or a public page (/, /auth, /forgot-password, /reset-password) reaches by static
 *   imports goes into "public-kit", which every page loads.
 * - `appShared`: any other module of ours or of a small UI library goes into "app-shared", the signed-in pages' and
 *   shared views' chunk, when everything it imports (and they import, and so on) is in an earlier group or taken
 *   too. The bundler pulls a taken module's imports into its chunk: this keeps a chart library out of it.
 * The public pages thus never load "app-shared", and keep to their budget.
 */
export function sharedChunks(srcDir: string, inEarlierGroup: (id: string) => boolean) {
  let reachedPublicly: Set<string> | undefined;
  const publicModules = (ctx: ChunkingContext) => (reachedPublicly ??= staticallyReached(ctx, publicRoots(srcDir)));

  const taken = new Map<string, boolean>();
  function takes(id: string, ctx: ChunkingContext): boolean {
    const reached = publicModules(ctx);
    if (reached.has(id) || inEarlierGroup(id)) return false;
    const before = (dep: string) => dep !== id && (reached.has(dep) || inEarlierGroup(dep));
    return [...staticallyReached(ctx, [id], before)].every((module) => SHAREABLE.test(module));
  }

  const publicKit: NameFunction = (id, ctx) => (publicModules(ctx).has(id) ? "public-kit" : null);
  const appShared: NameFunction = (id, ctx) => {
    let result = taken.get(id);
    if (result === undefined) taken.set(id, (result = takes(id, ctx)));
    return result ? "app-shared" : null;
  };
  return { publicKit, appShared };
}

/**
 * The entry and the public pages' modules (the routes before `protectedRoutes` in src/app/routes.ts), but for the
 * shared views of a property (/s/...): they show what the signed-in pages show and load the same chunks.
 */
function publicRoots(srcDir: string): string[] {
  const routes = readRouteTable(fs.readFileSync(path.join(srcDir, "app/routes.ts"), "utf8"), srcDir);
  const pages = routes.filter((route) => !route.signedIn && !route.path.startsWith("/s/"));
  return [path.join(srcDir, "main.tsx"), ...pages.map((route) => route.module)];
}

/** The modules these reach by static imports, themselves included; the walk does not enter a module `stop` names. */
function staticallyReached(ctx: ChunkingContext, roots: string[], stop = (_id: string) => false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) throw new Error(`shared-chunks: the build has no module ${id}`);
    stack.push(...info.importedIds);
  }
  return seen;
}
