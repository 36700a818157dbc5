type Named = { nickname: string | null; address: string };

/** The heading a property goes by: its nickname, else 'Property' (SPEC section 2). */
export const propertyTitle = (p: Named): string => p.nickname?.trim() || "Property";

/** A name that tells properties apart in menus and dialogs: the nickname, else the address. */
export const propertyLabel = (p: Named): string => p.nickname?.trim() || p.address;
