import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A component whose code is downloaded when it is first shown, or earlier through preload() (a page on hover or
 * idle, a dialog once the browser is idle). Once downloaded, it renders at once: its first render does not suspend.
 */
export type LazyWithPreload<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
  /** preload() for a hint (hover, idle): a failed download is left for the component's first render to report. */
  prefetch: () => void;
  /** Whether the code is here: the component renders without suspending. */
  isLoaded: () => boolean;
};
/** A page: a lazy component without props. */
export type LazyPage = LazyWithPreload;

type Loaded<P> = { default: ComponentType<P> };

export function lazyWithPreload<M, P = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyWithPreload<P> {
  let loading: Promise<Loaded<P>> | undefined;
  let loaded: Loaded<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = { default: pick(module) }),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next visit, not remembered.
        loading = undefined;
        throw error;
      },
    ));
  const prefetch = () => void preload().catch(() => undefined);
  // React.lazy takes any thenable. One that calls back at once lets a component already downloaded render without
  // suspending: a Suspense boundary that shows its fallback, even for an instant, makes React hold back the next
  // boundary's content for 300 ms (its throttle of reveals), and a page's start went through three of them.
  const component = lazy(() => (loaded ? (settled(loaded) as Promise<Loaded<P>>) : preload()));
  return Object.assign(component, { preload, prefetch, isLoaded: () => loaded !== undefined });
}

/** A thenable already fulfilled with `value`: `then` calls back synchronously. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then: <R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) =>
      Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as R1)) as Promise<R1 | R2>,
  };
}

export const lazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyWithPreload(load, pick);
