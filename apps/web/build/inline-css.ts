import type { Plugin } from "vite";

/**
 * Puts the app's stylesheet into index.html as a `<style>` element, in place of its `<link>`. A linked stylesheet
 * blocks the first paint until it has downloaded: on a phone's network the browser then had the scripts too before
 * it painted anything, and the page showed nothing until they had run. Inline, the HTML paints at once (the page
 * spinner it holds, see index.html) while the scripts download. The stylesheet is 9 KiB compressed; the security
 * headers allow inline styles (style-src 'unsafe-inline'). docs/decisions/0014-production-build.md
 */
export function inlineCss(): Plugin {
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
          const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replaceAll("</style", "<\\/style")}</style>`;
        });
      },
    },
  };
}
