import fs from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageSpinner } from "@/components/ui/spinner";

const indexHtml = fs.readFileSync(new URL("../../index.html", import.meta.url), "utf8");
/** Markup as the browser builds it, whatever the formatter did to the file's line breaks and indentation. */
const normalise = (html: string) => html.replace(/>\s+</g, "><").replace(/\s+/g, " ").replace(/\s>/g, ">").trim();

describe("index.html", () => {
  it("paints the page's first render, the page spinner, before any script runs (React then renders the same)", () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1];
    expect(normalise(root ?? "")).toBe(normalise(renderToStaticMarkup(createElement(PageSpinner))));
  });
});
