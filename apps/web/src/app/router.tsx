import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import type { LazyPage } from "@/lib/lazy-with-preload";
import { protectedRoutes } from "./routes";
import { NotFoundPage } from "./routes/not-found";

// The signed-in frame (session check, header, account menu) is a chunk of its own: public pages never load it.
const loadProtectedRoute = () => import("./layout/protected-route");
const ProtectedRoute = lazy(() => loadProtectedRoute().then((module) => ({ default: module.ProtectedRoute })));

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
  void loadProtectedRoute();
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
