import { lazyWithPreload } from "@/lib/lazy-with-preload";

// Each dialog's code is downloaded when it is first opened, not with the page: the Financials page's first load
// stays within its JavaScript budget (issue 14), and a dialog is one tap away, behind a button already shown.
// Once the browser is idle they are fetched anyway (preloadDialogs), so that a tap opens one at once.
export const IrrAssumptionsDialog = lazyWithPreload(
  () => import("./irr-assumptions-dialog"),
  (m) => m.IrrAssumptionsDialog,
);
export const NormaliseDialog = lazyWithPreload(
  () => import("./normalise-dialog"),
  (m) => m.NormaliseDialog,
);
export const EditYoursDialog = lazyWithPreload(
  () => import("./edit-yours-dialog"),
  (m) => m.EditYoursDialog,
);

export function preloadDialogs() {
  for (const dialog of [IrrAssumptionsDialog, NormaliseDialog, EditYoursDialog]) dialog.prefetch();
}
