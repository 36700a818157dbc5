import type {
  DocumentLine,
  DocumentTotal,
  ExpenseItem,
  IrrAssumptions,
  MyRatings,
  OtherIncomeItem,
  Underwriting,
  Unit,
} from "@plexwise/core";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  /** Trimmed and lower-cased, so uniqueness is case-insensitive. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Only the SHA-256 of a session token is stored, so a database leak yields no usable cookie. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** One live reset token per user (unique user_id); stored hashed, single use. */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** Sliding-window rate limiting kept in the database, so limits hold across restarts and instances. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    hitAt: timestamp("hit_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_limit_hits_bucket_hit_at_idx").on(t.bucket, t.hitAt)],
);

/**
 * One row per property, owned by one user. The rent roll, other income and expenses are JSON documents
 * validated by the shared zod contracts before they are written. Money: `price` and `down_payment_amt`
 * are whole dollars; amounts inside the documents are integer cents per month.
 */
export const properties = pgTable(
  "properties",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nickname: text("nickname"),
    address: text("address").notNull(),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    listingLink: text("listing_link"),
    realtorName: text("realtor_name"),
    realtorPhone: text("realtor_phone"),
    realtorEmail: text("realtor_email"),
    price: bigint("price", { mode: "number" }).notNull().default(0),
    parcelNumber: text("parcel_number"),
    yearBuilt: integer("year_built"),
    squareFeet: integer("square_feet"),
    unitCount: integer("unit_count").notNull().default(0),
    units: jsonb("units").$type<Unit[]>().notNull().default([]),
    otherIncome: jsonb("other_income").$type<OtherIncomeItem[]>().notNull().default([]),
    expenses: jsonb("expenses").$type<ExpenseItem[]>().notNull().default([]),
    /** The documents' T-12 and broker columns (core contracts/document-lines.ts); null: none kept. */
    documentLines: jsonb("document_lines").$type<DocumentLine[]>(),
    /** The totals the documents print, with file and page (core contracts/document-totals.ts); null: none kept. */
    documentTotals: jsonb("document_totals").$type<DocumentTotal[]>(),
    notes: text("notes").notNull().default(""),
    fullExtract: text("full_extract").notNull().default(""),
    myRatings: jsonb("my_ratings").$type<MyRatings>().notNull().default({ overall: 0, condition: 0, value: 0 }),
    aiRatings: jsonb("ai_ratings").$type<{ overall: number | null }>(),
    cashPurchase: boolean("cash_purchase").notNull().default(true),
    favorite: boolean("favorite").notNull().default(false),
    heroUrl: text("hero_url"),
    traceId: text("trace_id"),
    interestRatePct: doublePrecision("interest_rate_pct"),
    amortYears: integer("amort_years"),
    downPaymentPct: doublePrecision("down_payment_pct"),
    downPaymentAmt: bigint("down_payment_amt", { mode: "number" }),
    vacancyPct: doublePrecision("vacancy_pct"),
    irrAssumptions: jsonb("irr_assumptions").$type<IrrAssumptions>(),
    /** Loans, closing costs, refinance, value-add plan, targets, sensitivity axes (issue 17); null: none set. */
    underwriting: jsonb("underwriting").$type<Underwriting>(),
    /**
     * The deal model's figures for this row's facts (core `dealFiguresOf`), written with every change of the row,
     * so the list and a property are read without underwriting each deal. Trusted only when `figures_version` is
     * the code's DEAL_FIGURES_VERSION; an older row is recomputed when read (0: never computed).
     */
    capRatePct: doublePrecision("cap_rate_pct"),
    monthlyPaymentCents: bigint("monthly_payment_cents", { mode: "number" }),
    figuresVersion: integer("figures_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("properties_owner_id_idx").on(t.ownerId)],
);

export const propertyImages = pgTable(
  "property_images",
  {
    id: text("id").primaryKey(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    displayKey: text("display_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("property_images_property_id_idx").on(t.propertyId, t.position)],
);

/**
 * The latest analysis of each kind per property (AI issue). `inputHash` is a hash of the kind, the prompt
 * version, the model and the facts the analysis was computed from: when the property's facts hash
 * differently now, the stored result shows as outdated.
 */
export const propertyAnalyses = pgTable(
  "property_analyses",
  {
    id: text("id").primaryKey(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    inputHash: text("input_hash").notNull(),
    result: jsonb("result").$type<unknown>().notNull(),
    narration: text("narration").notNull(),
    model: text("model"),
    promptVersion: integer("prompt_version").notNull(),
    notice: text("notice"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("property_analyses_property_kind_idx").on(t.propertyId, t.kind)],
);

/** One row per language-model call: what it cost and how long it took. The monthly token budget sums these. */
export const llmUsage = pgTable(
  "llm_usage",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    latencyMs: integer("latency_ms").notNull(),
    ok: boolean("ok").notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("llm_usage_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * Document extraction as a job: the upload screen polls it for progress and may cancel it. The files wait
 * in object storage (`files[].key`) until a worker (in the app's process, or a separate one) reads them;
 * pg-boss carries the job id to the worker. Progress and the answer are written here, so any app instance
 * can report them.
 */
export type ExtractionJobFile = { fileName: string; mimeType: string; key: string | null; error: string | null };

export const extractionJobs = pgTable(
  "extraction_jobs",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<"queued" | "running" | "done" | "failed" | "cancelled">().notNull(),
    files: jsonb("files").$type<ExtractionJobFile[]>().notNull(),
    progress: jsonb("progress").$type<unknown>(),
    result: jsonb("result").$type<unknown>(),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("extraction_jobs_owner_status_idx").on(t.ownerId, t.status)],
);

/**
 * A read-only link to one property, made by its owner (issue 18). Only the SHA-256 of the link's token is kept, so
 * the database never holds a working link; a revoked or expired row answers like an unknown token.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: text("id").primaryKey(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    includeNotes: boolean("include_notes").notNull().default(false),
    includeRatings: boolean("include_ratings").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("share_links_property_id_idx").on(t.propertyId, t.ownerId)],
);

/**
 * A counter per owner, raised by a database trigger (migration 0009) in the same transaction as every insert,
 * update or delete of that owner's properties, whoever writes them: the API's cached answers (properties/
 * answer-cache.ts) are served only while the counter they were built at is still the current one. No foreign key:
 * the row of an owner whose account cascades away is harmless, and a trigger must not fail on it.
 */
export const propertyVersions = pgTable("property_versions", {
  ownerId: text("owner_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Issue 32: the files uploaded for a property, kept in object storage (`objectKey`, under the owner's prefix the
 * storage quota counts) and deleted with it. `kind` is what the extraction took the file for, or the owner's choice.
 */
export const propertyDocuments = pgTable(
  "property_documents",
  {
    id: text("id").primaryKey(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    kind: text("kind", { enum: ["offering_memorandum", "rent_roll", "t12", "other"] }).notNull(),
    mimeType: text("mime_type").notNull(),
    pages: integer("pages"),
    bytes: integer("bytes").notNull(),
    objectKey: text("object_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("property_documents_property_id_idx").on(t.ownerId, t.propertyId, t.createdAt)],
);
