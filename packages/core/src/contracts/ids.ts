import { z } from "zod";

/**
 * Every record the server creates is named by a UUID (crypto.randomUUID), so anything else cannot name a
 * record: the server answers it 404 without asking the database, whatever bytes it holds.
 */
export const recordIdSchema = z.uuid("Not a record id.");

export const isRecordId = (value: string): boolean => recordIdSchema.safeParse(value).success;

/** `/api/<resource>/:id` */
export const idParamsSchema = z.object({ id: recordIdSchema });
