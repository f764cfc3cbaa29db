import { COMMON_LABELS } from '@shoplocal/shared/messages'
import type { OwnerShop } from '@shoplocal/shared/types'

/** Approved or Pending, as owners see their shops; a rejected shop says so. */
export function StatusBadge({ shop }: { shop: Pick<OwnerShop, 'isApproved' | 'status'> }) {
  if (shop.isApproved) return <span className="owner-badge owner-badge--approved">{COMMON_LABELS.approved}</span>
  if (shop.status === 'rejected') return <span className="owner-badge owner-badge--rejected">{COMMON_LABELS.rejected}</span>
  return <span className="owner-badge owner-badge--pending">{COMMON_LABELS.pending}</span>
}
