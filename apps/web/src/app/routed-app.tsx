import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/** Every page but the landing page: the data layer (TanStack Query), toasts and the page routes. */
export default function RoutedApp() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
