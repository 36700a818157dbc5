import type { Property, SharedView } from "@plexwise/core";
import { propertyFromResponse } from "@plexwise/core/wire";

/**
 * The shared property as the app's display components read it (`Property`), converted by the same wire function as
 * the owner's. What the link leaves out is blank here: the screens show it only when `view.includes` says so.
 */
export function propertyOfSharedView(view: SharedView): Property {
  const { notes, myRatings, ...shown } = view.property;
  return propertyFromResponse({
    ...shown,
    notes: notes ?? "",
    myRatings: myRatings ?? { overall: 0, condition: 0, value: 0 },
    fullExtract: "",
    traceId: null,
    favorite: false,
    heroUrl: null,
  });
}
