import { z } from "zod";
import { DOCUMENT_TOTAL_KEYS, documentTotalValueProblem } from "./document-total-values";
import { textField } from "./text-field";

export { DOCUMENT_TOTAL_KEYS, type DocumentTotalKey } from "./document-total-values";

/**
 * The totals the documents print (a rent roll's total, a statement's income, expenses and NOI, the OM's price and
 * cap rate), kept with the property as printed so the plausibility guard can hold the property's document-derived
 * lines against them for as long as the property lives. The same shape is stored, answered and accepted: values are
 * as the document prints them (dollars for money, monthly or annual as the name says; a count for units; percent
 * for the cap rate), each with the file and page it was read from.
 */
export const documentTotalSchema = z
  .strictObject({
    total: z.enum(DOCUMENT_TOTAL_KEYS, { error: `total must be one of ${DOCUMENT_TOTAL_KEYS.join(", ")}.` }),
    value: z.number({ error: "value must be a number." }).finite("value must be a finite number."),
    file: textField(255, "Source file").nullable().default(null),
    page: z
      .number({ error: "page must be a number." })
      .int("page must be a whole number.")
      .min(1, "page must be 1 or more.")
      .max(10_000, "page must be at most 10,000.")
      .nullable()
      .default(null),
    /** The user looked at the lines this total checks and says they are right: the guard no longer flags it. */
    confirmed: z.boolean({ error: "confirmed must be true or false." }).default(false),
  })
  .superRefine((t, ctx) => {
    const problem = documentTotalValueProblem(t.total, t.value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["value"] });
  });
export type DocumentTotal = z.infer<typeof documentTotalSchema>;

export const documentTotalsSchema = z
  .array(documentTotalSchema)
  .max(DOCUMENT_TOTAL_KEYS.length, `At most ${DOCUMENT_TOTAL_KEYS.length} document totals.`)
  .refine((list) => new Set(list.map((t) => t.total)).size === list.length, "Each document total may appear once.")
  .nullable();

/** A document total as the model holds and the API answers it. */
export const documentTotalOutSchema = z.object({
  total: z.enum(DOCUMENT_TOTAL_KEYS),
  value: z.number(),
  file: z.string().nullable(),
  page: z.number().nullable(),
  confirmed: z.boolean(),
});
