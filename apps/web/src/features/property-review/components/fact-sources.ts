import type { ExtractedFact } from "@plexwise/core";
import { createContext } from "react";
import type { Provenance } from "../lib/extraction-provenance";

/** The extracted facts' sources, for every review field to show its own without threading props. */
export const FactSources = createContext<Provenance["facts"]>({});

/** Which extracted fact each review input holds. */
export const FIELD_FACTS: Partial<Record<string, ExtractedFact>> = {
  "review-nickname": "nickname",
  "review-address": "address",
  "review-city": "city",
  "review-state": "state",
  "review-zip": "zip",
  "review-price": "price",
  "review-parcel-number": "parcel_number",
  "review-unit-count": "units_total",
  "review-year-built": "year_built",
  "review-square-feet": "square_feet",
  "review-realtor-name": "realtor_name",
  "review-realtor-phone": "realtor_phone",
  "review-realtor-email": "realtor_email",
};
