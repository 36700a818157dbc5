import type {
  LoginInput,
  MessageResponse,
  PasswordResetInput,
  PasswordResetRequestInput,
  PasswordResetRequestResponse,
  RegisterInput,
  User,
} from "@plexwise/core";
import { ApiError, api } from "@/lib/api-client";

/**
 * The account calls (SPEC section 7), through the one API client. The public pages (sign-in, register, password
 * reset) call these directly: they never load the data layer (TanStack Query), which keeps their first load small
 * (docs/decisions/0014-production-build.md). The signed-in frame reads the user through `useUser`, on the same call.
 */
export const login = (input: LoginInput) => api.post<User>("/api/login", input);
export const register = (input: RegisterInput) => api.post<User>("/api/register", input);
export const logout = () => api.post<MessageResponse>("/api/logout");
export const requestPasswordReset = (input: PasswordResetRequestInput) =>
  api.post<PasswordResetRequestResponse>("/api/password-reset/request", input);
export const resetPassword = (input: PasswordResetInput) =>
  api.post<MessageResponse>("/api/password-reset/reset", input);

/** The key the signed-in user is cached under in the data layer. */
export const userQueryKey = ["/api/user"] as const;

/** The signed-in user, or null when the server answers 401 (signed out). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await api.get<User>(userQueryKey[0], signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
