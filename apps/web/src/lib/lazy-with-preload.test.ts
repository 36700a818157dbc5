import { createElement, Suspense, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazyWithPreload } from "./lazy-with-preload";

const Greeting: ComponentType<{ name: string }> = ({ name }) => createElement("p", null, `Hello ${name}`);
const render = (component: ComponentType<{ name: string }>) =>
  renderToStaticMarkup(createElement(Suspense, { fallback: "loading" }, createElement(component, { name: "Ada" })));

describe("lazyWithPreload", () => {
  it("renders a component already downloaded at once, without its Suspense fallback", async () => {
    const Lazy = lazyWithPreload(
      async () => ({ Greeting }),
      (m) => m.Greeting,
    );
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    expect(render(Lazy)).toBe("<p>Hello Ada</p>");
  });

  it("suspends a component not yet downloaded, and downloads it once", async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Lazy = lazyWithPreload(load, (m) => m.Greeting);
    expect(render(Lazy)).toContain("loading");
    await Lazy.preload();
    Lazy.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed download again on the next preload", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ Greeting });
    const Lazy = lazyWithPreload(load, (m: { Greeting: typeof Greeting }) => m.Greeting);
    await expect(Lazy.preload()).rejects.toThrow("offline");
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(render(Lazy)).toBe("<p>Hello Ada</p>");
  });
});
