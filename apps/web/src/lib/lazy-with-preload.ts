import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A component whose code is downloaded when it is first shown, or earlier through preload() (a page on hover or
 * idle, a dialog once the browser is idle).
 */
export type LazyWithPreload<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
  /** preload() for a hint (hover, idle): a failed download is left for the component's first render to report. */
  prefetch: () => void;
};
/** A page: a lazy component without props. */
export type LazyPage = LazyWithPreload;

export function lazyWithPreload<M, P = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyWithPreload<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next visit, not remembered.
        loading = undefined;
        throw error;
      },
    ));
  const prefetch = () => void preload().catch(() => undefined);
  return Object.assign(lazy(preload), { preload, prefetch });
}

export const lazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyWithPreload(load, pick);
