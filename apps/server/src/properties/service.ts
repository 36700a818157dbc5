import { randomUUID } from "node:crypto";
import {
  DEFAULT_MY_RATINGS,
  type CreatePropertyInput,
  type RealtorSuggestions,
  type UpdatePropertyInput,
} from "@plexwise/core";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import * as repo from "./repository";

export type PropertyDeps = {
  db: Db;
  now: () => Date;
  /** Runs before a property is deleted (its photos' files go). */ beforeDelete?: (
    ownerId: string,
    id: string,
  ) => Promise<void>;
};

const notFound = () => new AppError("not_found", "Property not found.");

/** Optional text left blank is stored as null, so "no realtor" is one value, not two. */
const blankToNull = <T extends Record<string, unknown>>(input: T): T =>
  Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, v === "" && k !== "notes" && k !== "fullExtract" ? null : v]),
  ) as T;

export async function createProperty(deps: PropertyDeps, ownerId: string, body: CreatePropertyInput) {
  // The engine computes the mortgage payment; a client's figure for it is never stored.
  const { monthlyMortgagePayment: _computed, ...input } = body;
  const now = deps.now();
  return repo.insertProperty(deps.db, {
    ...blankToNull(input),
    id: randomUUID(),
    ownerId,
    myRatings: input.myRatings ?? DEFAULT_MY_RATINGS,
    cashPurchase: input.cashPurchase ?? true,
    createdAt: now,
    updatedAt: now,
  });
}

export const listProperties = (deps: PropertyDeps, ownerId: string) => repo.listPropertiesOf(deps.db, ownerId);

export async function getProperty(deps: PropertyDeps, ownerId: string, id: string) {
  const row = await repo.findPropertyOf(deps.db, ownerId, id);
  if (!row) throw notFound();
  return row;
}

/** The down payment is kept either as a percent or as dollars (SPEC: pct takes priority); setting one clears the other. */
function withOneDownPayment(changes: UpdatePropertyInput): UpdatePropertyInput {
  if (changes.downPaymentPct != null) return { ...changes, downPaymentAmt: null };
  if (changes.downPaymentAmt != null) return { ...changes, downPaymentPct: null };
  return changes;
}

export async function updateProperty(deps: PropertyDeps, ownerId: string, id: string, body: UpdatePropertyInput) {
  const { monthlyMortgagePayment: _computed, ...changes } = body;
  const row = { ...blankToNull(withOneDownPayment(changes)), updatedAt: deps.now() };
  const updated = await repo.updatePropertyOf(deps.db, ownerId, id, row);
  if (!updated) throw notFound();
  return updated;
}

export async function setFavorite(deps: PropertyDeps, ownerId: string, id: string, favorite: boolean) {
  const updated = await repo.updatePropertyOf(deps.db, ownerId, id, { favorite, updatedAt: deps.now() });
  if (!updated) throw notFound();
  return { id: updated.id, favorite: updated.favorite };
}

export async function deleteProperty(deps: PropertyDeps, ownerId: string, id: string) {
  await getProperty(deps, ownerId, id);
  await deps.beforeDelete?.(ownerId, id);
  if (!(await repo.deletePropertyOf(deps.db, ownerId, id))) throw notFound();
}

/** Realtor names, phones and emails the user entered on earlier properties, for the review form. */
export async function realtorSuggestions(deps: PropertyDeps, ownerId: string): Promise<RealtorSuggestions> {
  const rows = await repo.realtorContactsOf(deps.db, ownerId);
  const distinct = (values: (string | null)[]) =>
    [...new Set(values.filter((v): v is string => Boolean(v?.trim())))].sort((a, b) => a.localeCompare(b)).slice(0, 50);
  return {
    names: distinct(rows.map((r) => r.name)),
    phones: distinct(rows.map((r) => r.phone)),
    emails: distinct(rows.map((r) => r.email)),
  };
}
