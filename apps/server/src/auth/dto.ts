import type { User } from "@plexwise/core";
import type { UserRow } from "./repository";

/** The only shape a user leaves the server in: never the password hash. */
export const toUserDto = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});
