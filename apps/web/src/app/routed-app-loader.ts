/** The chunk of every page but the landing page (routed-app.tsx); shared by the router and the prefetcher. */
export const loadRoutedApp = () => import("./routed-app");
