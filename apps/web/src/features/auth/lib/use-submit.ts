import { useCallback, useEffect, useRef, useState } from "react";

type Status = "idle" | "pending" | "success" | "error";
export type SubmitHandlers<Output> = { onSuccess?: (output: Output) => void; onError?: (error: unknown) => void };

/**
 * A form's one call to the server and its state (pending, success), for the public pages. They do without the data
 * layer's useMutation so that a first visit to them does not download TanStack Query
 * (docs/decisions/0014-production-build.md); the call itself goes through the one API client. As with useMutation,
 * `submit`'s handlers are not run once the form is gone.
 */
export function useSubmit<Input, Output>(send: (input: Input) => Promise<Output>) {
  const [status, setStatus] = useState<Status>("idle");
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    (input: Input, handlers: SubmitHandlers<Output> = {}) => {
      setStatus("pending");
      send(input).then(
        (output) => {
          if (!mounted.current) return;
          setStatus("success");
          handlers.onSuccess?.(output);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setStatus("error");
          handlers.onError?.(error);
        },
      );
    },
    [send],
  );
  const reset = useCallback(() => setStatus("idle"), []);
  return { submit, reset, isPending: status === "pending", isSuccess: status === "success" };
}
