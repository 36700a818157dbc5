import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput, User } from "@plexwise/core";
import { api } from "@/lib/api-client";
import { setSessionUser } from "./set-session-user";

export const register = (input: RegisterInput) => api.post<User>("/api/register", input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
