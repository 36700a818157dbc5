import { z } from "zod";

/** Every 4xx/5xx body has this shape; `requestId` lets support find the log line of a 500. */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
