/** The chunk of the signed-in app (routed-app.tsx); shared by the app and the prefetcher. */
export const loadRoutedApp = () => import("./routed-app");
