import { AlertTriangle } from "lucide-react";
import type { ExtractionNotices } from "../lib/extraction-notices";

/** Above the form: what the extraction could not read or found inconsistent, so the user checks those first. */
export function ExtractionNoticesPanel({ notices }: { notices: ExtractionNotices }) {
  if (notices.warnings.length === 0 && notices.failedFiles.length === 0) return null;
  return (
    <section
      aria-labelledby="extraction-notices"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="extraction-notices" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5" aria-hidden="true" />
        Check before you create
      </h2>
      <ul className="mt-2 grid list-disc gap-1 pl-6 text-sm">
        {notices.failedFiles.map((file) => (
          <li key={`file-${file.fileName}`}>
            {file.fileName}: {file.error}
          </li>
        ))}
        {notices.warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
