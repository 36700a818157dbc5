import { ErrorBoundary } from "./error-boundary";
import { ScrollRestoration } from "./layout/scroll-restoration";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

export function App() {
  return (
    <ErrorBoundary>
      <AppProviders>
        <ScrollRestoration />
        <AppRouter />
      </AppProviders>
    </ErrorBoundary>
  );
}
