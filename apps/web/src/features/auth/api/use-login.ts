import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, User } from "@plexwise/core";
import { api } from "@/lib/api-client";
import { setSessionUser } from "./set-session-user";

export const login = (input: LoginInput) => api.post<User>("/api/login", input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
