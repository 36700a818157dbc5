import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";

/** How long a restored position waits for the page to grow tall enough (its data loading). */
const RESTORE_WITHIN_MS = 1_500;

/**
 * Set by back and forward. Listened to from the module's start, so before the router's own listener (added when
 * it first renders), which renders the page before a listener added after it would run.
 */
let wentBack = false;
window.addEventListener("popstate", () => (wentBack = true));

/**
 * A new page starts at the top; back and forward return to where the reader was. The browser's own restoration
 * cannot do it here: the page it returns to is drawn after its data arrives, so it is told to keep out ("manual").
 */
export function ScrollRestoration() {
  const [path] = useLocation();
  const search = useSearch();
  const location = `${path}?${search}`;
  const positions = useRef(new Map<string, number>());
  const current = useRef(location);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const onScroll = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location;
    const target = wentBack ? (positions.current.get(location) ?? 0) : 0;
    wentBack = false;
    window.scrollTo(0, target);
    if (target === 0) return;
    const until = performance.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const retry = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until) frame = requestAnimationFrame(retry);
    };
    frame = requestAnimationFrame(retry);
    const stop = () => cancelAnimationFrame(frame);
    // The reader scrolling on their own wins over the restore.
    window.addEventListener("wheel", stop, { once: true, passive: true });
    window.addEventListener("touchstart", stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener("wheel", stop);
      window.removeEventListener("touchstart", stop);
    };
  }, [location]);

  return null;
}
