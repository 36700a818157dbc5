import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageResponse } from "@plexwise/core";
import { useLocation } from "wouter";
import { api } from "@/lib/api-client";
import { setSessionUser } from "./set-session-user";

export const logout = () => api.post<MessageResponse>("/api/logout");

/** Signs out, forgets the cached user and everything loaded for them, then goes to /auth. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      setSessionUser(queryClient, null);
      navigate("/auth");
    },
  });
}
