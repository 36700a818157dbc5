import { z } from "zod";
import { EXPENSE_CATEGORIES, MAX_MONTHLY_CENTS, MAX_ROWS } from "../limits";
import { textField } from "./text-field";

/**
 * The documents' own figures for a property, kept beside the user's underwriting (the property's `otherIncome` and
 * `expenses`, which every figure reads): per line, the T-12 (trailing twelve months, actual) and the broker's pro
 * forma, each in integer cents per month with the file and page it was read from. Nothing is computed from them but
 * the "Broker vs yours" comparison.
 */
export const DOCUMENT_LINE_KINDS = ["rent", "income", "expense"] as const;
export type DocumentLineKind = (typeof DOCUMENT_LINE_KINDS)[number];

const monthlyCents = (field: string) =>
  z
    .number({ error: `${field} must be a number of cents.` })
    .int(`${field} must be whole cents.`)
    .min(-MAX_MONTHLY_CENTS, `${field} is out of range.`)
    .max(MAX_MONTHLY_CENTS, `${field} is out of range.`)
    .nullable()
    .default(null);
const page = z.number().int().min(1).max(10_000).nullable().default(null);
const file = (field: string) => textField(255, field).nullable().default(null);

export const documentLineSchema = z.strictObject({
  label: textField(120, "Label").min(1, "Label is required."),
  kind: z.enum(DOCUMENT_LINE_KINDS, { error: "Kind must be rent, income or expense." }).default("expense"),
  /** Expense lines only; income and rent lines carry none. */
  category: z
    .enum(EXPENSE_CATEGORIES, { error: `Category must be one of ${EXPENSE_CATEGORIES.join(", ")}.` })
    .nullable()
    .default(null),
  t12Cents: monthlyCents("T-12 amount"),
  t12SourceFile: file("T-12 source file"),
  t12SourcePage: page,
  brokerCents: monthlyCents("Broker amount"),
  brokerSourceFile: file("Broker source file"),
  brokerSourcePage: page,
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const documentLinesSchema = z
  .array(documentLineSchema)
  .max(MAX_ROWS, `At most ${MAX_ROWS} document lines.`)
  .nullable();
export type DocumentLines = DocumentLine[];

/** A document line as the model holds it (the stored shape, answered after conversion to dollars on the wire). */
export const documentLineOutSchema = z.object({
  label: z.string(),
  kind: z.enum(DOCUMENT_LINE_KINDS),
  category: z.enum(EXPENSE_CATEGORIES).nullable(),
  t12Cents: z.number().nullable(),
  t12SourceFile: z.string().nullable(),
  t12SourcePage: z.number().nullable(),
  brokerCents: z.number().nullable(),
  brokerSourceFile: z.string().nullable(),
  brokerSourcePage: z.number().nullable(),
});
