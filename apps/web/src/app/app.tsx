import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { ErrorBoundary } from "./error-boundary";
import { ScrollRestoration } from "./layout/scroll-restoration";
import { usePagePrefetch } from "./prefetch";
import { loadRoutedApp } from "./routed-app-loader";
import { LandingPage } from "./routes/landing";

// The landing page needs no data layer: it is in the first chunk, and the rest of the app arrives when a visitor
// moves on (or earlier, once the browser is idle). docs/decisions/0014-production-build.md
const RoutedApp = lazy(loadRoutedApp);

export function App() {
  usePagePrefetch();
  return (
    <ErrorBoundary>
      <ScrollRestoration />
      {/* A page still downloading shows a spinner that fills the screen, so nothing moves when it arrives. */}
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route>
            <RoutedApp />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
