import type { ReactNode } from "react";
import type { Property, UpdatePropertyInput } from "@plexwise/core";
import { digitsOnlyToInt, formatGrouped } from "@plexwise/core/money";
import type { EditSpec } from "./inline-edit-form";

export type DetailField = EditSpec & { label: string; display: ReactNode };

type TextKey =
  | "nickname"
  | "address"
  | "city"
  | "state"
  | "zip"
  | "parcelNumber"
  | "listingLink"
  | "realtorName"
  | "realtorPhone"
  | "realtorEmail";

const onlyDigits = (text: string) => text.replace(/\D/g, "");
/** Digits shown with thousands separators while typing (SPEC section 5: square feet is comma-formatted). */
const groupedDigits = (text: string) => (onlyDigits(text) ? formatGrouped(Number(onlyDigits(text))) : "");

/** A text field; left empty it is cleared (null), except the address, which the server requires. */
function textField(p: Property, key: TextKey, label: string, extra: Partial<DetailField> = {}): DetailField {
  const value = p[key];
  return {
    label,
    display: value || null,
    initialText: value ?? "",
    toChanges: (text) => ({ [key]: key === "address" ? text.trim() : text.trim() || null }) as UpdatePropertyInput,
    ...extra,
  };
}

function ListingLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-primary underline underline-offset-4"
    >
      {href}
    </a>
  );
}

/** The Details section's fields, in order (SPEC sections 2 and 7). */
export function detailFields(p: Property): DetailField[] {
  return [
    textField(p, "nickname", "Nickname"),
    textField(p, "address", "Address"),
    textField(p, "city", "City"),
    textField(p, "state", "State", {
      sanitize: (text) => text.replace(/[^a-z]/gi, "").toUpperCase(),
      inputProps: { maxLength: 2, autoCapitalize: "characters" },
    }),
    textField(p, "zip", "Zip", { inputProps: { inputMode: "numeric", maxLength: 10 } }),
    textField(p, "parcelNumber", "Parcel Number"),
    textField(p, "listingLink", "Listing Link", {
      display: p.listingLink ? <ListingLink href={p.listingLink} /> : null,
      inputProps: { type: "url", inputMode: "url" },
    }),
    textField(p, "realtorName", "Realtor Name"),
    textField(p, "realtorPhone", "Realtor Phone", { inputProps: { type: "tel" } }),
    textField(p, "realtorEmail", "Realtor Email", { inputProps: { type: "email" } }),
    {
      label: "Square Feet",
      display: p.squareFeet === null ? null : formatGrouped(p.squareFeet),
      initialText: p.squareFeet === null ? "" : formatGrouped(p.squareFeet),
      sanitize: groupedDigits,
      toChanges: (text) => ({ squareFeet: onlyDigits(text) ? digitsOnlyToInt(text) : null }),
      inputProps: { inputMode: "numeric" },
    },
    {
      label: "Units",
      display: String(p.unitCount),
      initialText: String(p.unitCount),
      sanitize: onlyDigits,
      toChanges: (text) => ({ unitCount: digitsOnlyToInt(text) }),
      inputProps: { inputMode: "numeric", maxLength: 4 },
    },
  ];
}
