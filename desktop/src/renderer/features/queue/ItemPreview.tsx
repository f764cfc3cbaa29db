import { QUEUE_KIND_LABELS, QUEUE_LABELS } from '../../messages/index'
import { formatDateTime, formatEuro2, fullName } from '@shoplocal/shared/rules'
import type { ModerationItem } from '@shoplocal/shared/types'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { useAppInfo } from '../../api/app-info'
import { fetchProof } from '../../api/payments'
import { ShopDetail } from '../../components/ShopDetail'
import { useBridge } from '../../bridge/context'

interface ItemPreviewProps {
  item: ModerationItem
  /** A payment without a proof: approve is not offered here. */
  approveBlocked?: boolean
  onApprove(): void
  onReject(): void
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </>
  )
}

/**
 * Pictures on the API's own address (uploads are stored as paths there); anything else is named, not
 * loaded, as the console only loads images from its API.
 */
function Images({ urls }: { urls: string[] }) {
  const apiBaseUrl = useAppInfo().data?.apiBaseUrl
  if (urls.length === 0) return <p className="muted">{QUEUE_LABELS.noImages}</p>
  if (!apiBaseUrl) return null
  const apiOrigin = new URL(apiBaseUrl).origin
  return (
    <ul className="queue-images">
      {urls.map((url) => {
        const resolved = URL.parse(url, apiBaseUrl)
        return (
          <li key={url}>
            {resolved?.origin === apiOrigin ? <img src={resolved.href} alt="" loading="lazy" /> : <span className="mono">{url}</span>}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * An image proof shown inline, from a blob: URL of the bytes the API served to the admin; a PDF is
 * named, and drawn page by page in Payment Verification.
 */
function ProofImage({ paymentId }: { paymentId: number }) {
  const bridge = useBridge()
  const proof = useQuery({ queryKey: ['queue-proof', paymentId], queryFn: () => fetchProof(bridge, paymentId), staleTime: Infinity })
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!proof.data?.type.startsWith('image/')) return
    const created = URL.createObjectURL(proof.data)
    setUrl(created)
    return () => {
      URL.revokeObjectURL(created)
      setUrl(null)
    }
  }, [proof.data])
  if (proof.isError) return <p className="muted">{QUEUE_LABELS.proofUnavailable}</p>
  if (proof.data && !proof.data.type.startsWith('image/')) return <p className="muted">{QUEUE_LABELS.proofIsPdf}</p>
  return url ? <img className="queue-proof" src={url} alt={QUEUE_LABELS.proof} /> : null
}

function Details({ item }: { item: ModerationItem }) {
  switch (item.kind) {
    case 'shop':
      // The whole shop (photo, owner, products with pictures and prices) before approve or reject.
      return <ShopDetail shopId={item.shop.id} headingLevel={4} />
    case 'payment':
      return (
        <>
          <dl className="queue-facts">
            <Fact label={QUEUE_LABELS.reference}>
              <span className="mono">{item.payment.reference}</span>
            </Fact>
            <Fact label={QUEUE_LABELS.amount}>{formatEuro2(item.payment.amount)}</Fact>
            <Fact label={QUEUE_KIND_LABELS.shop}>{item.payment.shopName}</Fact>
            <Fact label={QUEUE_LABELS.proof}>
              {item.payment.hasProof && item.payment.proofUploadedAt
                ? QUEUE_LABELS.proofUploaded(formatDateTime(item.payment.proofUploadedAt))
                : QUEUE_LABELS.noProof}
            </Fact>
          </dl>
          {item.payment.hasProof ? <ProofImage paymentId={item.payment.id} /> : null}
          {item.payment.lineItems.length > 0 ? (
            <table className="summary-table" aria-label={QUEUE_LABELS.lineItems}>
              <tbody>
                {item.payment.lineItems.map((line, index) => (
                  <tr key={`${line.kind}-${index}`}>
                    <td>{line.description}</td>
                    <td className="num">{formatEuro2(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )
    case 'spotlight':
      return (
        <>
          <dl className="queue-facts">
            <Fact label={QUEUE_KIND_LABELS.shop}>{item.spotlight.shopName}</Fact>
            <Fact label={QUEUE_LABELS.months}>{item.spotlight.durationMonths}</Fact>
            <Fact label={QUEUE_LABELS.amount}>{formatEuro2(item.spotlight.totalAmount)}</Fact>
            <Fact label={QUEUE_LABELS.paid}>{item.spotlight.paid ? QUEUE_LABELS.paid : QUEUE_LABELS.unpaid}</Fact>
          </dl>
          <Images urls={item.spotlight.images} />
        </>
      )
  }
}

/** The selected item in full, with the same approve and reject the keys give. */
export function ItemPreview({ item, approveBlocked = false, onApprove, onReject }: ItemPreviewProps) {
  const owner = item.owner
  return (
    <article className="queue-card" aria-label={`${QUEUE_KIND_LABELS[item.kind]} ${item.title}`}>
      <header>
        <span className={`queue-kind queue-kind-${item.kind}`}>{QUEUE_KIND_LABELS[item.kind]}</span>
        <h3>{item.title}</h3>
        <p className="muted">
          {QUEUE_LABELS.submitted} {formatDateTime(item.submittedAt)}
        </p>
      </header>
      <dl className="queue-facts">
        <Fact label={QUEUE_LABELS.owner}>
          {owner ? [fullName(owner.firstName, owner.lastName), owner.email].filter(Boolean).join(' · ') : null}
        </Fact>
      </dl>
      <Details item={item} />
      <div className="queue-actions">
        <button type="button" className="button" onClick={onApprove} disabled={approveBlocked}>
          {QUEUE_LABELS.approve} <kbd>a</kbd>
        </button>
        <button type="button" className="button button-danger" onClick={onReject}>
          {QUEUE_LABELS.reject} <kbd>r</kbd>
        </button>
      </div>
    </article>
  )
}
