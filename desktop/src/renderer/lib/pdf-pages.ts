import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

/*
 * PDF documents (proofs of payment, identity documents) are drawn with PDF.js onto canvases: Electron does not show PDFs inside a page, and drawing
 * runs no script from the document (scripting stays off) and needs no plugin.
 */
GlobalWorkerOptions.workerSrc = workerUrl

/** Pages drawn at most; a proof of payment is a page or two of a bank statement or a receipt. */
const MAX_PAGES = 3

/**
 * Draws the first pages of the PDF into `container`, each scaled to its width; resolves with the page count.
 * The pages are put in only once all are drawn and only if `signal` was not aborted meanwhile: a draw begun
 * for an earlier proof (or an earlier render of the same one) never adds its pages beside the current ones.
 */
export async function drawPdfPages(
  bytes: ArrayBuffer,
  container: HTMLElement,
  label: (page: number) => string,
  signal: AbortSignal,
): Promise<number> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, enableXfa: false }).promise
  try {
    const canvases: HTMLCanvasElement[] = []
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES) && !signal.aborted; number++) {
      const page = await document.getPage(number)
      const unscaled = page.getViewport({ scale: 1 })
      const scale = Math.max(container.clientWidth, 320) / unscaled.width
      const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) })
      const canvas = window.document.createElement('canvas')
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      canvas.className = 'proof-page'
      canvas.setAttribute('role', 'img')
      canvas.setAttribute('aria-label', label(number))
      await page.render({ canvas, viewport }).promise
      canvases.push(canvas)
    }
    if (!signal.aborted) container.replaceChildren(...canvases)
    return document.numPages
  } finally {
    await document.destroy()
  }
}
