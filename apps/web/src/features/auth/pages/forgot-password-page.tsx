import { useState, type FormEvent } from "react";
import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { focusField } from "@/lib/focus-field";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { requestPasswordReset } from "../api/session-calls";
import { useSubmit } from "../lib/use-submit";
import { AuthBrandLink } from "../components/auth-brand-link";
import { ResetLinkResult } from "../components/reset-link-result";

export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  const [email, setEmail] = useState("");
  const [resetLink, setResetLink] = useState<string | null>(null);
  const request = useSubmit(requestPasswordReset);
  const { toast, dismiss } = useToast();
  const [, navigate] = useLocation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: "Email required", description: "Please enter your email address.", variant: "destructive" });
      focusField("forgot-email");
      return;
    }
    dismiss();
    request.submit(
      { email },
      {
        onSuccess: (response) => {
          if (response.resetLink) {
            setResetLink(response.resetLink);
            return;
          }
          toast({
            title: "Check your email",
            description: "If an account exists for that email, we sent a reset link. It expires in 1 hour.",
          });
        },
        onError: () =>
          toast({
            title: "Error",
            description: "Failed to generate reset link. Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  function backToLogin() {
    setEmail("");
    setResetLink(null);
    request.reset();
    navigate("/auth");
  }

  return (
    <main className="flex min-h-dvh flex-col items-center bg-brand-soft px-4 py-8 sm:py-12">
      <AuthBrandLink />
      <Card className="mt-8 w-full max-w-md">
        <CardHeader>
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="icon" className="-ml-2 shrink-0">
              <Link href="/auth" aria-label="Back to login">
                <ArrowLeft aria-hidden="true" />
              </Link>
            </Button>
            <CardTitle asChild>
              <h1>Forgot password</h1>
            </CardTitle>
          </div>
          <CardDescription>
            Enter your email address and we will generate a link to reset your password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {resetLink ? (
            <ResetLinkResult resetLink={resetLink} onBackToLogin={backToLogin} />
          ) : (
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor="forgot-email">Email</Label>
                <Input
                  id="forgot-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              <Button type="submit" className="w-full" disabled={request.isPending}>
                {request.isPending ? "Generating..." : "Generate Reset Link"}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
