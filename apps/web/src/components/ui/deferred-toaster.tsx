import { lazy, Suspense, useSyncExternalStore } from "react";
import { getToastState, subscribeToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

let wanted = false;
const isWanted = () => (wanted ||= getToastState().toasts.length > 0);

/**
 * The toast UI (Radix Toast) is downloaded with the first toast rather than with every page: most visits
 * raise none. The queue itself (toast-store) is loaded up front, so a toast raised meanwhile waits there.
 */
export function DeferredToaster() {
  const show = useSyncExternalStore(subscribeToasts, isWanted, isWanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
