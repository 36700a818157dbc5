/**
 * pdf.js, loaded on first use only (never in the first-load bundle), with its worker from the package itself.
 * Documents are rendered as pictures: no scripting, no eval, no XFA forms.
 */
export async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

export async function openPdf(url: string) {
  const pdfjs = await loadPdfjs();
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok) throw new Error(`The document could not be fetched (${response.status}).`);
  const data = new Uint8Array(await response.arrayBuffer());
  return pdfjs.getDocument({ data, isEvalSupported: false, enableXfa: false }).promise;
}
