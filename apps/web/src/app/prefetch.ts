import { useEffect } from "react";
import { useLocation } from "wouter";
import { whenIdle } from "@/lib/when-idle";
import { RoutedApp } from "./routed-app-loader";
import { publicRoutes, routeByPath, routeFor } from "./routes";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

const preload = (path: string | undefined, find = routeFor) => {
  const route = path ? find(path) : undefined;
  if (!route) return;
  // A signed-in page is shown inside the signed-in app's chunk (the data layer and the frame) as well.
  if (!publicRoutes.includes(route)) RoutedApp.prefetch();
  route.page.prefetch();
};

/** A link the pointer rests on, focus reaches or a finger touches: its page's code starts downloading. */
function preloadLinkTarget(event: Event) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) preload(link.pathname);
}

/**
 * Navigation stays instant with pages split into chunks: a page's code is fetched on the intent to open it
 * (hover, focus, touch) and, once the browser is idle, for the pages likely to follow the one shown.
 */
export function usePagePrefetch() {
  const [location] = useLocation();
  useEffect(() => {
    for (const type of INTENT_EVENTS) document.addEventListener(type, preloadLinkTarget, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, preloadLinkTarget);
    };
  }, []);
  useEffect(() => {
    const next = routeFor(location)?.next ?? [];
    if (next.length === 0) return;
    return whenIdle(() => next.forEach((path) => preload(path, routeByPath)));
  }, [location]);
}
