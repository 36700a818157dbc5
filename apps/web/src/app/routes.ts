import { lazyPage, type LazyPage } from "@/lib/lazy-with-preload";

/**
 * Every page is its own chunk, loaded on first visit (docs/decisions/0014-production-build.md):
 * the public pages stay light, and the charts, drag and drop and analyses arrive with the pages that use them.
 * `next`: pages likely to follow, downloaded once the browser is idle, so the usual path is instant.
 * `data`: the API reads the page starts with (a signed-in page also reads /api/user), with the path's parameters.
 * The build lists each page's chunks and reads (apps/web/build/route-preloads.ts) and the server names them in the
 * page's HTML, so they download at once, beside the first chunk, rather than one after another.
 */
export type PageRoute = { path: string; page: LazyPage; next?: string[]; data?: string[] };
export type ProtectedPageRoute = PageRoute & { title: string };

export const publicRoutes: PageRoute[] = [
  {
    path: "/",
    page: lazyPage(
      () => import("./routes/landing"),
      (m) => m.LandingPage,
    ),
    next: ["/auth"],
  },
  {
    path: "/auth",
    page: lazyPage(
      () => import("@/features/auth/pages/auth-page"),
      (m) => m.AuthPage,
    ),
    next: ["/forgot-password", "/properties"],
  },
  {
    path: "/forgot-password",
    page: lazyPage(
      () => import("@/features/auth/pages/forgot-password-page"),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: "/reset-password",
    page: lazyPage(
      () => import("@/features/auth/pages/reset-password-page"),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: "/s/:token",
    page: lazyPage(
      () => import("./routes/shared-snapshot"),
      (m) => m.SharedSnapshotPage,
    ),
    next: ["/s/:token/financials"],
  },
  {
    path: "/s/:token/financials",
    page: lazyPage(
      () => import("./routes/shared-financials"),
      (m) => m.SharedFinancialsPage,
    ),
  },
];

/** Signed-in screens (SPEC section 2) and the title their header shows. */
export const protectedRoutes: ProtectedPageRoute[] = [
  {
    path: "/properties",
    title: "My Properties",
    page: lazyPage(
      () => import("@/features/properties/pages/properties-page"),
      (m) => m.PropertiesPage,
    ),
    next: ["/property/:id/snapshot", "/property/new"],
    data: ["/api/properties"],
  },
  {
    path: "/property/new",
    title: "First Property",
    page: lazyPage(
      () => import("@/features/property-upload/pages/new-property-page"),
      (m) => m.NewPropertyPage,
    ),
    next: ["/property/new/review"],
  },
  {
    path: "/property/new/review",
    title: "Review Property",
    page: lazyPage(
      () => import("@/features/properties/pages/review-property-page"),
      (m) => m.ReviewPropertyPage,
    ),
    next: ["/property/new/missing-stats", "/property/:id/snapshot"],
  },
  {
    path: "/property/new/missing-stats",
    title: "New Property Address #1",
    page: lazyPage(
      () => import("@/features/properties/pages/missing-stats-page"),
      (m) => m.MissingStatsPage,
    ),
    next: ["/property/:id/snapshot"],
  },
  {
    path: "/property/:id/snapshot",
    title: "Snapshot",
    page: lazyPage(
      () => import("@/features/properties/pages/property-snapshot-page"),
      (m) => m.PropertySnapshotPage,
    ),
    data: ["/api/properties/:id", "/api/properties/:id/images"],
    next: ["/property/:id/menu"],
  },
  {
    path: "/property/:id/financials",
    title: "Financials",
    page: lazyPage(
      () => import("@/features/financials/pages/property-financials-page"),
      (m) => m.PropertyFinancialsPage,
    ),
    data: ["/api/properties/:id"],
    next: ["/property/:id/menu"],
  },
  {
    path: "/property/:id/menu",
    title: "Menu",
    page: lazyPage(
      () => import("@/features/properties/pages/property-menu-page"),
      (m) => m.PropertyMenuPage,
    ),
    next: ["/property/:id/snapshot", "/property/:id/settings"],
  },
  {
    path: "/property/:id/settings",
    title: "Settings",
    page: lazyPage(
      () => import("@/features/properties/pages/property-settings-page"),
      (m) => m.PropertySettingsPage,
    ),
  },
  {
    path: "/compare",
    title: "Compare",
    page: lazyPage(
      () => import("@/features/compare/pages/compare-page"),
      (m) => m.ComparePage,
    ),
  },
];

const allRoutes: PageRoute[] = [...publicRoutes, ...protectedRoutes];

/** The route a path ("/property/12/snapshot") shows, by the same patterns wouter matches. */
export function routeFor(pathname: string): PageRoute | undefined {
  return allRoutes.find(({ path }) => patternOf(path).test(pathname));
}

export function routeByPath(path: string): PageRoute | undefined {
  return allRoutes.find((route) => route.path === path);
}

const patterns = new Map<string, RegExp>();
function patternOf(path: string): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) {
    pattern = new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}/?$`);
    patterns.set(path, pattern);
  }
  return pattern;
}
