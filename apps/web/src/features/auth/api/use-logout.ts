import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { logout } from "./session-calls";
import { setSessionUser } from "./set-session-user";

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
