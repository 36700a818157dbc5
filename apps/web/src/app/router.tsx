import type { ComponentType } from "react";
import { Route, Switch } from "wouter";
import { AuthPage } from "@/features/auth/pages/auth-page";
import { ForgotPasswordPage } from "@/features/auth/pages/forgot-password-page";
import { ResetPasswordPage } from "@/features/auth/pages/reset-password-page";
import { MissingStatsPage } from "@/features/properties/pages/missing-stats-page";
import { NewPropertyPage } from "@/features/property-upload/pages/new-property-page";
import { PropertiesPage } from "@/features/properties/pages/properties-page";
import { ComparePage } from "@/features/compare/pages/compare-page";
import { PropertyFinancialsPage } from "@/features/financials/pages/property-financials-page";
import { PropertyMenuPage } from "@/features/properties/pages/property-menu-page";
import { PropertySettingsPage } from "@/features/properties/pages/property-settings-page";
import { PropertySnapshotPage } from "@/features/properties/pages/property-snapshot-page";
import { ReviewPropertyPage } from "@/features/properties/pages/review-property-page";
import { ProtectedRoute } from "./layout/protected-route";
import { LandingPage } from "./routes/landing";
import { NotFoundPage } from "./routes/not-found";

/** Signed-in screens (SPEC section 2) and the title their header shows. */
const protectedRoutes: { path: string; title: string; page: ComponentType }[] = [
  { path: "/properties", title: "My Properties", page: PropertiesPage },
  { path: "/property/new", title: "First Property", page: NewPropertyPage },
  { path: "/property/new/review", title: "Review Property", page: ReviewPropertyPage },
  { path: "/property/new/missing-stats", title: "New Property Address #1", page: MissingStatsPage },
  { path: "/property/:id/snapshot", title: "Snapshot", page: PropertySnapshotPage },
  { path: "/property/:id/financials", title: "Financials", page: PropertyFinancialsPage },
  { path: "/property/:id/menu", title: "Menu", page: PropertyMenuPage },
  { path: "/property/:id/settings", title: "Settings", page: PropertySettingsPage },
  { path: "/compare", title: "Compare", page: ComparePage },
];

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/auth" component={AuthPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      {protectedRoutes.map(({ path, title, page: Page }) => (
        <Route key={path} path={path}>
          <ProtectedRoute title={title}>
            <Page />
          </ProtectedRoute>
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
