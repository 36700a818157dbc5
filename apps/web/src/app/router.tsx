import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import type { LazyPage } from "@/lib/lazy-with-preload";
import { ProtectedRoute } from "./routed-app-loader";
import { protectedRoutes } from "./routes";
import { NotFoundPage } from "./routes/not-found";

export function AppRouter() {
  return (
    // A page still downloading shows a spinner that fills the screen, so nothing moves when the page arrives.
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {protectedRoutes.map(({ path, title, page }) => (
          <Route key={path} path={path}>
            <ProtectedPage title={title} page={page} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

function ProtectedPage({ title, page: Page }: { title: string; page: LazyPage }) {
  // The frame and the page download together, and while the session is checked, not one after the other.
  ProtectedRoute.prefetch();
  Page.prefetch();
  return (
    <ProtectedRoute title={title}>
      {/* Under the header, the space of a page: the header stays put and the page replaces the spinner. */}
      <Suspense fallback={<Spinner className="min-h-[calc(100dvh-4rem)]" />}>
        <Page />
      </Suspense>
    </ProtectedRoute>
  );
}
