import type { CreatePropertyInput, Property, PropertyResponse, UpdatePropertyInput } from "@plexwise/core";
import { propertyFromResponse, toSpecPayload } from "@plexwise/core/wire";
import { apiRequest } from "@/lib/api-client";

/**
 * The property calls of SPEC section 7. The app works on `Property` (cents per month); the wire speaks the SPEC's
 * names and dollars, converted here by core's one pair of functions (ADR 0013).
 */
const url = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

export const fetchProperty = async (id: string, signal?: AbortSignal): Promise<Property> =>
  propertyFromResponse(await apiRequest<PropertyResponse>("GET", url(id), { signal }));

export const createProperty = async (input: CreatePropertyInput): Promise<Property> =>
  propertyFromResponse(await apiRequest<PropertyResponse>("POST", "/api/properties", { body: toSpecPayload(input) }));

/** PATCH the changed fields; `keepalive` lets a save sent while the page closes outlive it. */
export const updateProperty = async (
  id: string,
  changes: UpdatePropertyInput,
  options: { keepalive?: boolean } = {},
): Promise<Property> =>
  propertyFromResponse(
    await apiRequest<PropertyResponse>("PATCH", url(id), {
      body: toSpecPayload(changes),
      keepalive: options.keepalive,
    }),
  );
