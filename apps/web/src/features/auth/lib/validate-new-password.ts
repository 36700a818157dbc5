import { PASSWORD_MIN_LENGTH } from "@plexwise/core/limits";

export interface ValidationProblem {
  title: string;
  description: string;
  /** The id of the field the problem is about, where the form takes the user. */
  field: "new-password" | "confirm-password";
}

/** The reset form's checks, in the order and with the texts of SPEC section 5. */
export function validateNewPassword(newPassword: string, confirmPassword: string): ValidationProblem | null {
  if (!newPassword || !confirmPassword) {
    return {
      title: "Missing fields",
      description: "Please fill in all fields.",
      field: newPassword ? "confirm-password" : "new-password",
    };
  }
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return {
      title: "Password too short",
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
      field: "new-password",
    };
  }
  if (newPassword !== confirmPassword) {
    return {
      title: "Passwords don't match",
      description: "Please make sure both passwords match.",
      field: "confirm-password",
    };
  }
  return null;
}
