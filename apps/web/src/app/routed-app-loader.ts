import { lazyWithPreload } from "@/lib/lazy-with-preload";

/**
 * The signed-in app (routed-app.tsx: TanStack Query, the signed-in pages and the 404 page), and the frame of its
 * pages (session check, header, account menu): chunks of their own, which the public pages never load. Shared by
 * the app, the prefetcher and the first render (first-page.ts).
 */
export const RoutedApp = lazyWithPreload(
  () => import("./routed-app"),
  (m) => m.default,
);

export const ProtectedRoute = lazyWithPreload(
  () => import("./layout/protected-route"),
  (m) => m.ProtectedRoute,
);
