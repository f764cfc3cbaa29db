import { useQuery } from '@tanstack/react-query'
import { serverMessage } from '@shoplocal/shared/rules'
import { useEffect, useRef, useState } from 'react'
import { ADMIN_QUERY_KEY } from '../api/admin'
import { fetchIdentityDocument } from '../api/trader'
import { useBridge } from '../bridge/context'
import { TRADER_CHECKLIST_COPY as COPY } from '../copy-details'

/** A PDF drawn page by page (Electron shows no PDF inside a page), a picture as it is; both from the admin's own fetch. */
function Drawn({ blob }: { blob: Blob }) {
  const container = useRef<HTMLDivElement>(null)
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const isPdf = blob.type === 'application/pdf'
  useEffect(() => {
    if (!isPdf) {
      const made = URL.createObjectURL(blob)
      setUrl(made)
      return () => URL.revokeObjectURL(made)
    }
    const drawing = new AbortController()
    const target = container.current
    if (!target) return
    void (async () => {
      try {
        const { drawPdfPages } = await import('../lib/pdf-pages')
        if (!drawing.signal.aborted) await drawPdfPages(await blob.arrayBuffer(), target, COPY.documentPage, drawing.signal)
      } catch {
        if (!drawing.signal.aborted) setFailed(true)
      }
    })()
    return () => drawing.abort()
  }, [blob, isPdf])
  if (failed) return <p className="field-error">{COPY.documentFailed}</p>
  if (isPdf) return <div ref={container} className="proof-pdf trader-document-pdf" data-testid="identity-pdf" />
  return url ? <img className="proof-image" src={url} alt={COPY.document} /> : null
}

/** The trader's identity document, shown only inside the console (never cached beyond the admin queries). */
export function TraderDocument({ path, uploadedAt }: { path: string; uploadedAt: string | null }) {
  const bridge = useBridge()
  const document = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'trader-document', path, uploadedAt],
    queryFn: () => fetchIdentityDocument(bridge, path),
    staleTime: Infinity,
  })
  if (document.isError) return <p className="field-error">{serverMessage(document.error.message) ?? COPY.documentFailed}</p>
  if (!document.data) return <p className="muted">{COPY.documentLoading}</p>
  return (
    <figure className="proof trader-document">
      <Drawn blob={document.data} />
    </figure>
  )
}
