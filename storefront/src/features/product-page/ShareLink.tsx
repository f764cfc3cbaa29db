import { useEffect, useState } from 'react'
import { showToast } from '../../components/ui/toast-store.ts'
import { PRODUCT_PAGE_COPY } from './copy.ts'

interface Props {
  url: string
  title: string
}

/**
 * Share: the device's share sheet where the browser has one (phones), else the link is copied. A visitor
 * who closes the share sheet has chosen not to share, which is no error.
 */
export function ShareLink({ url, title }: Props) {
  const [copied, setCopied] = useState(false)
  // Known only in the browser: the server renders the copy button, and phones swap in their share sheet.
  const [canShare, setCanShare] = useState(false)
  useEffect(() => setCanShare(typeof navigator.share === 'function'), [])

  async function share() {
    // Asked at the tap rather than read from the state: the first tap may be the one that woke the island.
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title })
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) await copy()
      }
      return
    }
    await copy()
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      showToast({ title: PRODUCT_PAGE_COPY.linkCopied, variant: 'success' })
    } catch {
      showToast({ title: PRODUCT_PAGE_COPY.linkCopyFailed, variant: 'destructive' })
    }
  }

  return (
    <button type="button" className="button button--outline" onClick={() => void share()} data-testid="share-product">
      {canShare ? PRODUCT_PAGE_COPY.share : copied ? PRODUCT_PAGE_COPY.linkCopied : PRODUCT_PAGE_COPY.copyLink}
    </button>
  )
}
