import { useQuery } from '@tanstack/react-query'
import { PAYMENT_ADMIN_ERRORS, VERIFICATION_LABELS } from '../../messages/index'
import { serverMessage } from '@shoplocal/shared/rules'
import type { AdminPayment } from '@shoplocal/shared/types'
import { useEffect, useRef, useState } from 'react'
import { ADMIN_QUERY_KEY } from '../../api/admin'
import { fetchProof } from '../../api/payments'
import { useBridge } from '../../bridge/context'

const pageLabel = (reference: string) => (page: number) => `${VERIFICATION_LABELS.proofTitle} ${reference}, page ${page}`

function PdfProof({ blob, reference }: { blob: Blob; reference: string }) {
  const container = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const drawing = new AbortController()
    const target = container.current
    if (!target) return
    setFailed(false)
    void (async () => {
      try {
        const { drawPdfPages } = await import('../../lib/pdf-pages')
        if (!drawing.signal.aborted) await drawPdfPages(await blob.arrayBuffer(), target, pageLabel(reference), drawing.signal)
      } catch {
        if (!drawing.signal.aborted) setFailed(true)
      }
    })()
    return () => drawing.abort()
  }, [blob, reference])
  return (
    <>
      <div ref={container} className="proof-pdf" data-testid="proof-pdf" />
      {failed ? <p className="field-error">{PAYMENT_ADMIN_ERRORS.proof}</p> : null}
    </>
  )
}

function ImageProof({ blob, reference }: { blob: Blob; reference: string }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const made = URL.createObjectURL(blob)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [blob])
  return url ? <img className="proof-image" src={url} alt={`${VERIFICATION_LABELS.proofTitle} ${reference}`} /> : null
}

/** The payment's proof drawn inline: an image as it is, a PDF page by page. Fetched with the admin's token. */
export function ProofPreview({ payment }: { payment: AdminPayment }) {
  const bridge = useBridge()
  const proof = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'proof', payment.id, payment.proofUploadedAt],
    queryFn: () => fetchProof(bridge, payment.id),
    enabled: payment.proofContentType !== null,
    staleTime: Infinity,
  })
  const reference = payment.paymentReference ?? `#${payment.id}`
  if (!payment.proofContentType) return <p className="muted">{VERIFICATION_LABELS.noProof}</p>
  if (proof.isError) return <p className="field-error">{serverMessage(proof.error.message) ?? PAYMENT_ADMIN_ERRORS.proof}</p>
  if (!proof.data) return <p className="muted">{VERIFICATION_LABELS.proofLoading}</p>
  return (
    <figure className="proof">
      {proof.data.type === 'application/pdf' ? (
        <PdfProof blob={proof.data} reference={reference} />
      ) : (
        <ImageProof blob={proof.data} reference={reference} />
      )}
    </figure>
  )
}
