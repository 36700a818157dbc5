import { ProtectedRoute, RoutedApp } from "./routed-app-loader";
import { publicRoutes, routeFor } from "./routes";

/**
 * Downloads the code of the page at `pathname` (the server names its chunks in the HTML, so they are on their way
 * already), for the app's first render: with it at hand, no Suspense boundary shows a fallback on the way to the
 * page, and React's 300 ms throttle of reveals never holds the page back (lib/lazy-with-preload.ts). Meanwhile
 * index.html shows the page spinner. Never rejects: a failed download is the page's first render to report.
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  const route = routeFor(pathname);
  const signedIn = !route || !publicRoutes.includes(route);
  const loads = [route?.page.preload(), signedIn ? RoutedApp.preload() : undefined];
  // A signed-in page is shown inside the frame; a path no page matches, by the signed-in app's 404 page.
  if (route && signedIn) loads.push(ProtectedRoute.preload());
  await Promise.all(loads.map((load) => load?.catch(() => undefined)));
}
