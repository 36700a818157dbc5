import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits";

/** Emails are compared case-insensitively, so they are stored trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .toLowerCase()
  .min(1, "Email is required.")
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email({ error: "Enter a valid email address." }));

export const newPasswordSchema = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

/** Login accepts any non-empty password up to the maximum; strength rules apply only when setting one. */
export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: "Password is required." })
    .min(1, "Password is required.")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetRequestResponseSchema = z.object({
  message: z.string(),
  /** Present only when the server runs with RESET_LINK_IN_RESPONSE=true (never in production). */
  resetLink: z.string().optional(),
});
export type PasswordResetRequestResponse = z.infer<typeof passwordResetRequestResponseSchema>;

export const passwordResetSchema = z.strictObject({
  token: z
    .string({ error: "Reset token is required." })
    .min(1, "Reset token is required.")
    .max(200, "Reset token is invalid."),
  newPassword: newPasswordSchema,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
