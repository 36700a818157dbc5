import { useEffect, useState, type FormEvent } from "react";
import { CheckCircle2 } from "lucide-react";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useToast } from "@/components/ui/use-toast";
import { focusField } from "@/lib/focus-field";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { bodyMessage } from "@/lib/api-client";
import { resetPassword } from "../api/session-calls";
import { useSubmit } from "../lib/use-submit";
import { AuthBrandLink } from "../components/auth-brand-link";
import { PasswordField } from "../components/password-field";
import { validateNewPassword } from "../lib/validate-new-password";

/** SPEC section 9: redirect delays. */
const MISSING_TOKEN_REDIRECT_MS = 2000;
const SUCCESS_REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  useDocumentTitle("Reset password");
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const reset = useSubmit(resetPassword);
  const { toast, dismiss } = useToast();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (token) return;
    toast({ title: "Invalid link", description: "No reset token found in the URL.", variant: "destructive" });
    const timer = setTimeout(() => navigate("/auth"), MISSING_TOKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [token, toast, navigate]);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate("/auth"), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateNewPassword(newPassword, confirmPassword);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: "destructive" });
      focusField(problem.field);
      return;
    }
    if (!token) {
      toast({ title: "Invalid link", description: "No reset token found in the URL.", variant: "destructive" });
      return;
    }
    dismiss();
    reset.submit(
      { token, newPassword },
      {
        onError: (error) =>
          toast({
            title: "Reset failed",
            description: bodyMessage(error) ?? "Failed to reset password. The link may be expired.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <main className="flex min-h-dvh flex-col items-center bg-brand-soft px-4 py-8 sm:py-12">
      <AuthBrandLink />
      <Card className="mt-8 w-full max-w-md">
        {reset.isSuccess ? (
          <CardContent className="flex flex-col items-center gap-3 p-8 text-center" role="status">
            <CheckCircle2 className="size-12 text-primary" aria-hidden="true" />
            <h1 className="text-xl font-semibold">Password Reset Successfully!</h1>
            <p className="text-muted-foreground">Redirecting you to login...</p>
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <CardTitle asChild>
                <h1>Reset password</h1>
              </CardTitle>
              <CardDescription>Choose a new password for your account.</CardDescription>
            </CardHeader>
            <CardContent>
              <form noValidate onSubmit={onSubmit} className="grid gap-4">
                <PasswordField
                  id="new-password"
                  label="New Password"
                  value={newPassword}
                  onChange={setNewPassword}
                  autoComplete="new-password"
                  toggleName="new password"
                  describedBy="new-password-hint"
                />
                <p id="new-password-hint" className="-mt-2 text-sm text-muted-foreground">
                  Must be at least 8 characters long
                </p>
                <PasswordField
                  id="confirm-password"
                  label="Confirm Password"
                  value={confirmPassword}
                  onChange={setConfirmPassword}
                  autoComplete="new-password"
                  toggleName="confirm password"
                />
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button variant="outline" className="flex-1" onClick={() => navigate("/auth")}>
                    Cancel
                  </Button>
                  <Button type="submit" className="flex-1" disabled={reset.isPending}>
                    {reset.isPending ? "Resetting..." : "Reset Password"}
                  </Button>
                </div>
              </form>
            </CardContent>
          </>
        )}
      </Card>
    </main>
  );
}
