"use client";
// The envelope's original PDF drawn page by page in the browser (pdfjs-dist, imported only here, when the
// prepare screen mounts: no other page carries it). Each page is a canvas at the column's width with the
// caller's overlay on top, the same size: boxes placed on it in fractions of the page stay where they are at
// any width. pdfjs's view of a page is its crop box, as stamp.ts's fieldBox measures the fractions.
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { fetchFile } from "@/lib/shared/api-download";

async function loadPdfjs() {
  const pdfjs = await import("pdfjs-dist");
  // The worker is bundled as its own asset (webpack and Turbopack both turn new URL(…, import.meta.url) into the file's URL).
  pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();
  return pdfjs;
}

async function openOriginal(id: string, signal: AbortSignal): Promise<PDFDocumentProxy> {
  const [pdfjs, res] = await Promise.all([loadPdfjs(), fetchFile("esign/download", { id, version: "original" }, signal)]);
  const data = new Uint8Array(await res.arrayBuffer());
  // No eval (the pages' CSP has none in production), no fonts from the system: the same drawing everywhere.
  return pdfjs.getDocument({ data, isEvalSupported: false, useSystemFonts: false }).promise;
}

type Labels = { loading: string; error: string; retry: string; page: (n: number) => string };

export function PdfPages({ id, labels, overlay }: { id: string; labels: Labels; overlay: (page: number) => ReactNode }) {
  // Not a query: the document holds a worker, ended (destroy) when the screen leaves or loads another.
  const [state, setState] = useState<{ doc?: PDFDocumentProxy; failed?: boolean }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ac = new AbortController();
    let loaded: PDFDocumentProxy | null = null;
    setState({});
    openOriginal(id, ac.signal).then(
      (d) => {
        if (ac.signal.aborted) return void d.destroy();
        loaded = d;
        setState({ doc: d });
      },
      () => !ac.signal.aborted && setState({ failed: true }),
    );
    return () => {
      ac.abort();
      void loaded?.destroy();
    };
  }, [id, attempt]);
  const doc = state.doc;
  if (!doc && !state.failed) return <p role="status" className="py-10 text-center text-sm text-fg-muted">{labels.loading}</p>;
  if (!doc) {
    return (
      <div role="alert" className="grid justify-items-center gap-2 py-10 text-sm">
        <p>{labels.error}</p>
        <button type="button" className="text-link underline" onClick={() => setAttempt((n) => n + 1)}>
          {labels.retry}
        </button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {Array.from({ length: doc.numPages }, (_, i) => (
        <PdfPage key={i} doc={doc} n={i + 1} label={labels.page(i + 1)}>
          {overlay(i + 1)}
        </PdfPage>
      ))}
    </div>
  );
}

/** One page: drawn into a canvas when its column's width is known (again when it changes much). */
function PdfPage({ doc, n, label, children }: { doc: PDFDocumentProxy; n: number; label: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ratio, setRatio] = useState<number | null>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => setWidth((w) => (Math.abs(entry.contentRect.width - w) > 40 ? Math.round(entry.contentRect.width) : w)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    if (!width || !canvas.current) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void (async () => {
      const page = await doc.getPage(n);
      if (cancelled || !canvas.current) return;
      const base = page.getViewport({ scale: 1 });
      setRatio(base.height / base.width);
      const scale = (width / base.width) * Math.min(window.devicePixelRatio || 1, 2);
      const viewport = page.getViewport({ scale });
      const c = canvas.current;
      c.width = Math.floor(viewport.width);
      c.height = Math.floor(viewport.height);
      const ctx = c.getContext("2d");
      if (!ctx) return;
      task = page.render({ canvasContext: ctx, viewport });
      await task.promise.catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, n, width]);

  return (
    <figure className="grid gap-1">
      <div ref={frame} className="relative w-full overflow-hidden border border-border bg-white shadow-sm" style={{ aspectRatio: ratio ? `1 / ${ratio}` : "8.5 / 11" }}>
        <canvas ref={canvas} aria-hidden="true" className="absolute inset-0 size-full" />
        {children}
      </div>
      <figcaption className="text-center text-xs text-fg-muted">{label}</figcaption>
    </figure>
  );
}
