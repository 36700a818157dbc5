import { useCallback, useEffect, useRef, useState } from "react";

/** A flag that turns itself off `durationMs` after each `trigger()` (e.g. a "copied" check mark). */
export function useTransientFlag(durationMs: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const trigger = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), durationMs);
  }, [durationMs]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return [on, trigger];
}
