import { useCallback, useEffect, useState } from "react";
import { Building2 } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "@/components/brand/logo";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { whenIdle } from "@/lib/when-idle";
import { MenuButton } from "./app-menu-button";

// The menu (Radix's dropdown and its positioning, 15 KiB of gzip JS) is downloaded once the browser is idle, or as
// soon as the pointer or focus reaches its button: the page's first paint does not wait for it. A tap before it
// arrives opens it when it does.
const AppMenu = lazyWithPreload(
  () => import("./app-menu"),
  (m) => m.AppMenu,
);

function LazyAppMenu() {
  const [asked, setAsked] = useState(false);
  const [focused, setFocused] = useState(false);
  const [ready, setReady] = useState(AppMenu.isLoaded);
  // The button stands in until the menu's code is here, rather than a Suspense fallback: a fallback shown makes
  // React hold back the page's other reveals for 300 ms (lib/lazy-with-preload.ts). A failed download leaves the
  // button, and the next tap tries again.
  const load = useCallback(
    () =>
      void AppMenu.preload().then(
        () => setReady(true),
        () => undefined,
      ),
    [],
  );
  useEffect(() => whenIdle(load), [load]);
  // The menu is asked for as the menu's own trigger would open it (pointer down, Enter, Space, arrow down), not only
  // on click: when the code arrives between a press and its click, the click lands on the new button and was lost.
  const ask = () => {
    setAsked(true);
    load();
  };
  // The real menu takes the stand-in's place: it opens when asked for, and otherwise keeps the keyboard's focus.
  if (ready) return <AppMenu defaultOpen={asked} autoFocus={focused && !asked} />;
  return (
    <MenuButton
      onPointerDown={ask}
      onClick={ask}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") ask();
      }}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
    />
  );
}

/** The header of signed-in screens: menu on the left, logo in the centre, page title on the right. */
export function AppHeader({ title }: { title: string }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 sm:px-4">
        <div className="justify-self-start">
          <LazyAppMenu />
        </div>
        <Link
          href="/properties"
          className="justify-self-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo className="hidden sm:inline-flex" />
          <span className="inline-flex items-center gap-1.5 font-bold sm:hidden">
            <Building2 className="size-6 text-primary" aria-hidden="true" />
            Plexwise
          </span>
        </Link>
        <p className="min-w-0 justify-self-end truncate text-right text-sm font-medium text-muted-foreground sm:text-base">
          {title}
        </p>
      </div>
    </header>
  );
}
