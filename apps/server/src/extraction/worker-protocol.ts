import type { DocumentKind, ReadDocument, ReadProgress } from "./document";
import type { FileFailureReason } from "./errors";
import type { DocumentExtraction } from "./rules/types";

/** Messages between the extraction pool and its worker threads (structured-clone safe: plain data only). */
export type WorkerJob = { id: number; fileName: string; kind: DocumentKind; mime: string; bytes: Uint8Array };

export type WorkerReply =
  | { id: number; ok: true; document: ReadDocument; extraction: DocumentExtraction }
  | { id: number; progress: ReadProgress }
  | { id: number; ok: false; reason: FileFailureReason; message: string; detail?: string | undefined };
