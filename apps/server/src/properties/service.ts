import { randomUUID } from "node:crypto";
import { conflictsOfChange, dealFiguresOf, DEAL_FIGURES_VERSION, underwritingConflicts } from "@plexwise/core/analysis";
import {
  DEFAULT_MY_RATINGS,
  type CreatePropertyInput,
  type RealtorSuggestions,
  type UpdatePropertyInput,
} from "@plexwise/core";
import type { Db } from "../db/client";
import { AppError, invalidFields } from "../errors/app-error";
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

/** A row's stored figures: the deal model's, stamped with this code's version (core deal-figures.ts). */
const figuresOf: repo.FiguresOf = (row) => ({ ...dealFiguresOf(row), figuresVersion: DEAL_FIGURES_VERSION });
/**
 * The figures of a row a request writes, refused (rolling the write back) when the request sets an input the
 * property cannot honour: a plan renovating more units than it has, a refinance outside the hold, loans above the
 * price (core underwriting-conflicts.ts). A conflict the request did not touch (the hold changed elsewhere before
 * this check existed) is left for Financials to show beside its field, not a reason to refuse editing the notes.
 */
const checkedFiguresOf =
  (changed: readonly string[]): repo.FiguresOf =>
  (row) => {
    const refused = conflictsOfChange(underwritingConflicts(row), changed);
    if (refused.length > 0) throw invalidFields(refused.map(({ path, message }) => ({ path, message })));
    return figuresOf(row);
  };
const isStale = (row: { figuresVersion: number }) => row.figuresVersion !== DEAL_FIGURES_VERSION;

/** Optional text left blank is stored as null, so "no realtor" is one value, not two. */
const blankToNull = <T extends Record<string, unknown>>(input: T): T =>
  Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, v === "" && k !== "notes" && k !== "fullExtract" ? null : v]),
  ) as T;

export async function createProperty(deps: PropertyDeps, ownerId: string, body: CreatePropertyInput) {
  // The engine computes the mortgage payment; a client's figure for it is never stored.
  const { monthlyMortgagePayment: _computed, ...input } = body;
  const now = deps.now();
  return repo.insertProperty(
    deps.db,
    {
      ...blankToNull(input),
      id: randomUUID(),
      ownerId,
      myRatings: input.myRatings ?? DEFAULT_MY_RATINGS,
      cashPurchase: input.cashPurchase ?? true,
      createdAt: now,
      updatedAt: now,
    },
    checkedFiguresOf(Object.keys(input)),
  );
}

/**
 * My Properties: the summary columns and the stored figures. Rows whose figures another version of the code wrote
 * (or none: rows from before the figures were stored) are recomputed here and written back, so the list always
 * shows what Financials shows.
 */
export async function listProperties(deps: PropertyDeps, ownerId: string) {
  const rows = await repo.listSummariesOf(deps.db, ownerId);
  const stale = rows.filter(isStale);
  if (stale.length === 0) return rows;
  const refreshed = await repo.refreshFiguresOf(
    deps.db,
    ownerId,
    stale.map((row) => row.id),
    DEAL_FIGURES_VERSION,
    figuresOf,
  );
  const byId = new Map(refreshed.map((row) => [row.id, row]));
  // A stale row that is not refreshed was deleted meanwhile.
  return rows.flatMap((row) => {
    if (!isStale(row)) return [row];
    const fresh = byId.get(row.id);
    return fresh ? [{ ...row, capRatePct: fresh.capRatePct, figuresVersion: fresh.figuresVersion }] : [];
  });
}

/** The whole row, its figures recomputed first when another version of the code wrote them (see listProperties). */
export async function getProperty(deps: PropertyDeps, ownerId: string, id: string) {
  const row = await repo.findPropertyOf(deps.db, ownerId, id);
  if (!row) throw notFound();
  if (!isStale(row)) return row;
  const [refreshed] = await repo.refreshFiguresOf(deps.db, ownerId, [id], DEAL_FIGURES_VERSION, figuresOf);
  if (!refreshed) throw notFound();
  return refreshed;
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
  // Every change recomputes the figures: which fields the deal model reads is the model's business, not this file's.
  const updated = await repo.updatePropertyOf(deps.db, ownerId, id, row, checkedFiguresOf(Object.keys(changes)));
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
