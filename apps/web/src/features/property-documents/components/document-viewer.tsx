import { useEffect, useRef, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { Button } from "@/components/ui/button";
import { openPdf } from "../lib/load-pdfjs";

type Props = { url: string; fileName: string; initialPage?: number };

/** A PDF drawn page by page on a canvas with pdf.js (issue 32, item 2); this module is loaded on first use. */
export default function DocumentViewer({ url, fileName, initialPage = 1 }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(initialPage);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current: PDFDocumentProxy | null = null;
    let cancelled = false;
    openPdf(url)
      .then((opened) => {
        current = opened;
        if (cancelled) return void opened.destroy();
        setPdf(opened);
        setPage((p) => Math.min(Math.max(1, p), opened.numPages));
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      void current?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    const target = canvas.current;
    let task: { cancel(): void } | null = null;
    void pdf.getPage(page).then((p) => {
      const width = Math.min(target.parentElement?.clientWidth ?? 800, 1000);
      const viewport = p.getViewport({ scale: width / p.getViewport({ scale: 1 }).width });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      const render = p.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task = render;
      render.promise.then(
        () => target.setAttribute("data-rendered-page", String(page)),
        () => undefined,
      );
    });
    return () => task?.cancel();
  }, [pdf, page]);

  if (error) return <p className="text-sm text-destructive">{error}</p>;
  const pages = pdf?.numPages ?? 0;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" disabled={!pdf || page <= 1} onClick={() => setPage(page - 1)}>
          Previous page
        </Button>
        <span aria-live="polite" className="text-sm">
          {pdf ? `Page ${page} of ${pages}` : "Opening..."}
        </span>
        <Button variant="outline" size="sm" disabled={!pdf || page >= pages} onClick={() => setPage(page + 1)}>
          Next page
        </Button>
      </div>
      <div className="max-h-[75vh] overflow-auto rounded border bg-muted">
        <canvas ref={canvas} aria-label={`${fileName}, page ${page}`} role="img" />
      </div>
    </div>
  );
}
