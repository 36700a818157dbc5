import { useEffect, useRef, useState } from "react";
import { MAX_UNITS } from "@plexwise/core/limits";
import { digitsOnly } from "../lib/number-inputs";
import { padRows, planUnitCountChange } from "../lib/rent-roll-rows";
import type { RentRow } from "../lib/review-form";

/** A pause long enough that typing "12" over "10" does not first ask about reducing to 1. */
const SETTLE_MS = 600;

type PendingReduction = { from: number; to: number; previousText: string };

/**
 * Keeps the rent roll in step with the Units field (SPEC section 4). Growth applies at once; a reduction
 * waits until typing settles (or the field loses focus), then drops empty rows silently or asks first
 * when rows holding data would go.
 */
export function useUnitCount(options: {
  text: string;
  rows: RentRow[];
  setText: (text: string) => void;
  setRows: (rows: RentRow[]) => void;
}) {
  const { text, rows, setText, setRows } = options;
  const [pending, setPending] = useState<PendingReduction | null>(null);
  const latest = useRef({ rows, text });
  const committedText = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = { rows, text };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  function settle(count: number) {
    clearTimeout(timer.current);
    timer.current = undefined;
    const change = planUnitCountChange(latest.current.rows, count);
    if (change.kind === "apply") {
      setRows(change.rows);
      committedText.current = String(count);
    } else {
      setPending({ from: change.from, to: change.to, previousText: committedText.current });
    }
  }

  function onInput(raw: string) {
    const digits = digitsOnly(raw, 4);
    const next = digits === "" ? "" : String(Math.min(Number(digits), MAX_UNITS));
    setText(next);
    clearTimeout(timer.current);
    timer.current = undefined;
    if (next === "") return;
    const count = Number(next);
    if (count >= latest.current.rows.length) {
      setRows(padRows(latest.current.rows, count));
      committedText.current = next;
      return;
    }
    timer.current = setTimeout(() => settle(count), SETTLE_MS);
  }

  /** Blur or Enter: decide now rather than after the pause. */
  function onCommit() {
    if (timer.current === undefined || latest.current.text === "") return;
    settle(Number(latest.current.text));
  }

  function confirm() {
    if (!pending) return;
    setRows(latest.current.rows.slice(0, pending.to));
    committedText.current = String(pending.to);
    setPending(null);
  }

  function cancel() {
    if (!pending) return;
    setText(pending.previousText);
    setPending(null);
  }

  return { pending, onInput, onCommit, confirm, cancel };
}
