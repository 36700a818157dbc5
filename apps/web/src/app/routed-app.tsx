// Before any signed-in component renders: `cn` merges conflicting classes from here on (lib/cn.ts).
import "@/lib/class-merge";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/** The signed-in app: the data layer (TanStack Query) and the signed-in pages, with the 404 page. */
export default function RoutedApp() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
