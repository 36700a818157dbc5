import { useMutation } from "@tanstack/react-query";
import type { PasswordResetRequestInput, PasswordResetRequestResponse } from "@plexwise/core";
import { api } from "@/lib/api-client";

export const requestPasswordReset = (input: PasswordResetRequestInput) =>
  api.post<PasswordResetRequestResponse>("/api/password-reset/request", input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
