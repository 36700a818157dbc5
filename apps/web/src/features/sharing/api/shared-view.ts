import { useEffect, useState } from "react";
import type { SharedView } from "@plexwise/core";

export type SharedViewState =
  | { status: "loading" }
  | { status: "ready"; view: SharedView }
  | { status: "invalid" }
  | { status: "error"; message: string };

/**
 * The shared property, read without credentials: the link is the only key, and a visitor's own session (if any)
 * is never sent. 404 (unknown, revoked or expired) is the invalid-link page.
 */
export function useSharedView(token: string): SharedViewState {
  // The answer is kept with the token it is for: another token shows "loading" until its own answer arrives.
  const [answer, setAnswer] = useState<{ token: string; state: SharedViewState } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const setState = (state: SharedViewState) => setAnswer({ token, state });
    fetch(`/api/shared/${encodeURIComponent(token)}`, { credentials: "omit", signal: abort.signal })
      .then(async (response) => {
        if (response.status === 404) return setState({ status: "invalid" });
        if (!response.ok) return setState({ status: "error", message: `The server answered ${response.status}.` });
        setState({ status: "ready", view: (await response.json()) as SharedView });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setState({ status: "error", message: String(error) });
      });
    return () => abort.abort();
  }, [token]);
  return answer?.token === token ? answer.state : { status: "loading" };
}
