import { lazy } from "react";

// Each dialog's code is downloaded when it is first opened, not with the page: the Financials page's first load
// stays within its JavaScript budget (issue 14), and a dialog is one tap away, behind a button already shown.
// Once the browser is idle they are fetched anyway (preloadDialogs), so that a tap opens one at once.
const irr = () => import("./irr-assumptions-dialog");
const normalise = () => import("./normalise-dialog");
const editYours = () => import("./edit-yours-dialog");

export const IrrAssumptionsDialog = lazy(() => irr().then((m) => ({ default: m.IrrAssumptionsDialog })));
export const NormaliseDialog = lazy(() => normalise().then((m) => ({ default: m.NormaliseDialog })));
export const EditYoursDialog = lazy(() => editYours().then((m) => ({ default: m.EditYoursDialog })));

export function preloadDialogs() {
  for (const load of [irr, normalise, editYours]) void load().catch(() => undefined);
}
