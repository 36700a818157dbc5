import { useState } from "react";

export type EditState = {
  isEditing: (field: string) => boolean;
  /** True for the field whose edit just closed, so its pencil can take focus back. */
  justClosed: (field: string) => boolean;
  start: (field: string) => void;
  stop: () => void;
};

/** One field of the snapshot is edited at a time; opening another closes the first without saving. */
export function useEditState(): EditState {
  const [editing, setEditing] = useState<string | null>(null);
  const [lastClosed, setLastClosed] = useState<string | null>(null);
  return {
    isEditing: (field) => editing === field,
    justClosed: (field) => lastClosed === field,
    start: (field) => {
      setLastClosed(null);
      setEditing(field);
    },
    stop: () => {
      setLastClosed(editing);
      setEditing(null);
    },
  };
}
