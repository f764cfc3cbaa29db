import { useEffect, useRef, useState } from 'react'

/**
 * A new shop takes focus once its dialog has closed (this hook's effect runs after the dialog's own), so a
 * keyboard user goes on from it; the first shop's opener, "Add Your First Shop", is gone by then.
 */
export function useNewShopFocus(dialogOpen: boolean) {
  const headings = useRef(new Map<number, HTMLHeadingElement>())
  const [createdShopId, setCreatedShopId] = useState<number | null>(null)

  useEffect(() => {
    if (createdShopId === null || dialogOpen) return
    headings.current.get(createdShopId)?.focus()
    setCreatedShopId(null)
  }, [createdShopId, dialogOpen])

  /** The ref callback of one shop card's heading. */
  const headingRef = (shopId: number) => (element: HTMLHeadingElement | null) => {
    if (element) headings.current.set(shopId, element)
    else headings.current.delete(shopId)
  }

  return { headingRef, focusWhenClosed: setCreatedShopId }
}
