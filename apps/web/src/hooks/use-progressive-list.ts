import { useAfterFirstPaint } from "@/components/after-first-paint";

/**
 * The first `first` items at once and the rest right after the first paint, in a transition (useAfterFirstPaint),
 * so a long list neither holds back the first paint nor blocks a tap while it completes (one long task of 50 cards
 * was most of My Properties' blocking time on a phone).
 */
export function useProgressiveList<T>(items: T[], first: number): T[] {
  const long = items.length > first;
  const complete = useAfterFirstPaint(long);
  return long && !complete ? items.slice(0, first) : items;
}
