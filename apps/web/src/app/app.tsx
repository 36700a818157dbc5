import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { PageSpinner } from "@/components/ui/spinner";
import { ErrorBoundary } from "./error-boundary";
import { ScrollRestoration } from "./layout/scroll-restoration";
import { usePagePrefetch } from "./prefetch";
import { RoutedApp } from "./routed-app-loader";
import { publicRoutes } from "./routes";

// The public pages need no data layer: each is a small chunk of its own (the server names it in the page's HTML, so
// it downloads with the first chunk), and the signed-in app (TanStack Query, the frame and its pages) arrives when a
// visitor moves on, or earlier, once the browser is idle. docs/decisions/0014-production-build.md

export function App() {
  usePagePrefetch();
  return (
    <ErrorBoundary>
      <ScrollRestoration />
      {/* A page still downloading shows a spinner that fills the screen, so nothing moves when it arrives. */}
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {publicRoutes.map(({ path, page }) => (
            <Route key={path} path={path} component={page} />
          ))}
          <Route>
            <RoutedApp />
          </Route>
        </Switch>
      </Suspense>
      <DeferredToaster />
    </ErrorBoundary>
  );
}
