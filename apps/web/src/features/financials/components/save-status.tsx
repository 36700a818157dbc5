import type { SaveStatus } from "../hooks/use-financials-draft";

const TEXT: Record<SaveStatus, string> = {
  idle: "",
  saving: "Saving...",
  saved: "All changes saved",
  error: "Couldn't save the last change",
};

/** Says whether the edits on screen are saved, for people and screen readers. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={status === "error" ? "text-sm text-red-700" : "text-sm text-muted-foreground"}
    >
      {TEXT[status]}
    </p>
  );
}
