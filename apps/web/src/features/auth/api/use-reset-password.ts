import { useMutation } from "@tanstack/react-query";
import type { MessageResponse, PasswordResetInput } from "@plexwise/core";
import { api } from "@/lib/api-client";

export const resetPassword = (input: PasswordResetInput) =>
  api.post<MessageResponse>("/api/password-reset/reset", input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
