import type { ApiClient } from "./api-client";
import { sessionCookie } from "./api-client";

let counter = 0;

export const uniqueEmail = (prefix = "investor") => `${prefix}.${Date.now()}.${++counter}@example.com`;
export const GOOD_PASSWORD = "Duplex on Elm Street 42";

/** Registers a user through the API and returns its credentials and session cookie. */
export async function registerUser(api: ApiClient, overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const response = await api.post("/api/register", { email, password }, { ip: `198.51.100.${(counter % 250) + 1}` });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { email, password, cookie: sessionCookie(response), user: response.json() as { id: string; email: string } };
}
