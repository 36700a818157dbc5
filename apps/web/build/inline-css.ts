import type { Plugin } from "vite";

/**
 * Puts the app's stylesheet into index.html as a `<style>` element, in place of its `<link>`. A linked stylesheet
 * blocks the first paint until it has downloaded: on a phone's network the browser then had the scripts too before
 * it painted anything, and the page showed nothing until they had run. Inline, the HTML paints at once (the page
 * spinner it holds, see index.html) while the scripts download. The stylesheet is 9 KiB compressed; the security
 * headers allow inline styles (style-src 'unsafe-inline').
 *
 * No script may load it again. With the stylesheet split per chunk (Vite's default), every lazy chunk named it as a
 * dependency, and the first one loaded fetched the whole stylesheet and restyled the page: a 60-160 ms task on this
 * machine, four times that on Lighthouse's phone. The build keeps one stylesheet (build.cssCodeSplit false), and this
 * plugin fails the build when a chunk names an inlined one. docs/decisions/0014-production-build.md
 */
export function inlineCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: "plexwise:inline-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;

        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== "asset") throw new Error(`inline-css: index.html links ${fileName}, not in the build`);
          inlined.add(fileName);
          const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replaceAll("</style", "<\\/style")}</style>`;
        });
      },
    },
    // The chunks' code is final only once written (Vite names a dynamic import's dependencies late).
    writeBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        const named = file.type === "chunk" ? [...inlined].find((fileName) => file.code.includes(fileName)) : undefined;
        if (named)
          throw new Error(
            `inline-css: ${file.fileName} would load ${named} again, which index.html holds inline; keep build.cssCodeSplit false`,
          );
      }
    },
  };
}
