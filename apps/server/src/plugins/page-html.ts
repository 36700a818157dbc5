import fs from "node:fs";
import path from "node:path";

/** One page of the web build's route-preloads.json (apps/web/build/route-preloads.ts). */
type RoutePreload = { path: string; modules: string[]; data: string[] };
type PageHtml = { pattern: RegExp; params: string[]; head: string; data: string[] };

/** A path parameter that may go into a URL in the HTML: ids are UUIDs; anything else gets no data preload. */
const SAFE_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/** A shared link's pages (/s/<token>) are never indexed and never send their address on (the headers say so too). */
const SHARED_PAGE_META = '<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">';

/**
 * The HTML of each page: index.html with the page's own chunks as `<link rel="modulepreload">` and the API reads it
 * starts with as `<link rel="preload" as="fetch">`, so the browser fetches them with the first chunk instead of one
 * after another as the code finds them (docs/decisions/0014-production-build.md). The chunks are fetched at low
 * priority: index.html paints the page spinner with its inline stylesheet first, and they are not needed for that. `htmlFor` answers undefined for a
 * path no page matches (the client's 404 page), which gets index.html as it is.
 */
export function loadPageHtml(distDir: string): { htmlFor: (pathname: string) => string | undefined } {
  const manifestFile = path.join(distDir, "route-preloads.json");
  const index = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  if (!fs.existsSync(manifestFile) || !index.includes("</head>")) return { htmlFor: () => undefined };
  const routes = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as RoutePreload[];
  const pages: PageHtml[] = routes.map((route) => ({
    pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, "([^/]+)")}/?$`),
    params: [...route.path.matchAll(/:([^/]+)/g)].map((match) => match[1] ?? ""),
    head: route.modules
      .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
      .join(""),
    data: route.data,
  }));

  return {
    htmlFor(pathname) {
      for (const page of pages) {
        const match = page.pattern.exec(pathname);
        if (!match) continue;
        const values = new Map(page.params.map((name, i) => [name, match[i + 1] ?? ""]));
        const safe = [...values.values()].every((value) => SAFE_PARAM.test(value));
        // Credentials as the API client sends them (credentials: "include"), so the browser uses the preloaded answer.
        const data = safe
          ? page.data
              .map((url) => url.replace(/:([^/]+)/g, (_, name: string) => values.get(name) ?? ""))
              .map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`)
              .join("")
          : "";
        const meta = pathname.startsWith("/s/") ? SHARED_PAGE_META : "";
        return index.replace("</head>", () => `${meta}${page.head}${data}</head>`);
      }
      return undefined;
    },
  };
}
