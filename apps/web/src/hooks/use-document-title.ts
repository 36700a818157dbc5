import { useEffect } from "react";

/** Sets the tab title to "<title> · Plexwise" (or just "Plexwise") while the page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Plexwise` : "Plexwise";
  }, [title]);
}
