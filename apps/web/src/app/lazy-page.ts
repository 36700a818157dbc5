import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A page whose code is downloaded when it is first shown, or earlier through preload() (hover, idle). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next visit, not remembered.
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
