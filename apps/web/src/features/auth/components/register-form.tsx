import { useState, type FormEvent } from "react";
import type { RegisterInput } from "@plexwise/core";
import { PASSWORD_MIN_LENGTH } from "@plexwise/core/limits";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { register } from "../api/session-calls";
import { handOverSessionUser } from "../api/set-session-user";
import { useSubmit } from "../lib/use-submit";

async function createAccount(input: RegisterInput) {
  await handOverSessionUser(await register(input));
}

export function RegisterForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const submitting = useSubmit(createAccount);
  const { toast } = useToast();
  const [, navigate] = useLocation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitting.submit(
      { email, password },
      {
        onSuccess: () => navigate("/properties"),
        onError: (error) =>
          toast({ title: "Registration failed", description: serverMessage(error), variant: "destructive" }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1>Create an account</h1>
        </CardTitle>
        <CardDescription>Register to start analyzing properties</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit}>
        <CardContent className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="register-email">Email</Label>
            <Input
              id="register-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="register-password">Password</Label>
            <Input
              id="register-password"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              aria-describedby="register-password-hint"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <p id="register-password-hint" className="text-sm text-muted-foreground">
              At least {PASSWORD_MIN_LENGTH} characters.
            </p>
          </div>
        </CardContent>
        <CardFooter>
          <Button type="submit" className="w-full" disabled={submitting.isPending}>
            {submitting.isPending ? "Creating account..." : "Create Account"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
