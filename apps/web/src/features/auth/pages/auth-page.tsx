import { useEffect, useState } from "react";
import { Redirect } from "wouter";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { fetchSessionUser } from "../api/session-calls";
import { AuthBrandLink } from "../components/auth-brand-link";
import { AuthPitchPanel } from "../components/auth-pitch-panel";
import { LoginForm } from "../components/login-form";
import { RegisterForm } from "../components/register-form";

export function AuthPage() {
  useDocumentTitle("Sign in");
  const signedIn = useSignedIn();
  if (signedIn) return <Redirect to="/properties" />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <main className="flex flex-col items-center px-4 py-8 sm:px-6 sm:py-12 lg:justify-center">
        <AuthBrandLink />
        <Tabs defaultValue="login" className="mt-8 w-full max-w-md">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </main>
      <AuthPitchPanel />
    </div>
  );
}

/**
 * Whether someone is signed in already (they go to My Properties). The forms are shown meanwhile rather than a
 * spinner: most visitors here are signed out, and the page is drawn at once.
 */
function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchSessionUser(controller.signal).then(
      (user) => setSignedIn(user !== null),
      () => undefined, // Not known: the visitor can still sign in.
    );
    return () => controller.abort();
  }, []);
  return signedIn;
}
