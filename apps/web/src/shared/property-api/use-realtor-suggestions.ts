import { useQuery } from "@tanstack/react-query";
import type { RealtorSuggestions } from "@plexwise/core";
import { propertyKeys } from "./keys";

/** Names, phones and emails from the user's own earlier properties, for the review form's suggestion lists. */
export const useRealtorSuggestions = () => useQuery<RealtorSuggestions>({ queryKey: propertyKeys.realtorSuggestions });
