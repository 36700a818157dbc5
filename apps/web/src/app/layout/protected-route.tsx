import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/use-user";
import { AppLayout } from "./app-layout";

/** Signed-in screens only: a spinner while the user loads, /auth when signed out. */
export function ProtectedRoute({ title, children }: { title: string; children: ReactNode }) {
  const { data: user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" />;
  return <AppLayout title={title}>{children}</AppLayout>;
}
