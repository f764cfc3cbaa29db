import { useState } from 'react'
import { OWNER_SUCCESS, type ToastText } from '@shoplocal/shared/messages'
import type { OwnerShop, Product } from '@shoplocal/shared/types'
import {
  OWNER_CONFIRMATIONS,
  OWNER_DASHBOARD_LABELS,
  deleteProductFailed,
  deleteProductsFailed,
  deleteShopFailed,
} from '../../messages/index.ts'
import { accept, successToast } from '../../components/ui/use-submit.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { deleteAllProducts, deleteProduct, deleteShop } from './dashboard-api.ts'
import type { DeleteConfirmation } from './ConfirmDeleteDialog.tsx'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'

interface Figures {
  refresh(): Promise<void>
  shopDeleted(shop: OwnerShop): void
}

/** One delete: what the dialog asks, the call, its failure and success words, and what follows it. */
interface Deletion {
  ask: Omit<DeleteConfirmation, 'run'>
  send(): Promise<unknown>
  failed(serverMessage: string | null): string
  done: ToastText
  after(): void | Promise<void>
}

/** The dashboard's three deletes, each asked in the confirm dialog first (`confirming`) and followed by a fresh read. */
export function useOwnerDeletions({ refresh, shopDeleted }: Figures) {
  const [confirming, setConfirming] = useState<DeleteConfirmation | null>(null)
  const { submit } = useOwnerSubmit()

  const confirmThen = ({ ask, send, failed, done, after }: Deletion) =>
    setConfirming({
      ...ask,
      run: async () => {
        const answer = await submit(accept(undefined), send, ownerFailure(failed), () => successToast(done))
        if (answer) await after()
      },
    })

  const removeProduct = (product: Product) =>
    confirmThen({
      ask: {
        title: COPY.deleteProductLabel(product.name),
        message: OWNER_CONFIRMATIONS.deleteProduct(product.name),
        confirmLabel: COPY.deleteProduct,
      },
      send: () => deleteProduct(product.id),
      failed: deleteProductFailed,
      done: OWNER_SUCCESS.productDeleted,
      after: refresh,
    })

  const removeAll = (shop: OwnerShop) =>
    confirmThen({
      ask: {
        title: OWNER_DASHBOARD_LABELS.removeAll,
        message: OWNER_CONFIRMATIONS.deleteAllProducts(shop.name),
        confirmLabel: OWNER_DASHBOARD_LABELS.removeAll,
      },
      send: () => deleteAllProducts(shop.id),
      failed: deleteProductsFailed,
      done: OWNER_SUCCESS.allProductsDeleted,
      after: refresh,
    })

  const removeShop = (shop: OwnerShop) =>
    confirmThen({
      ask: { title: COPY.deleteShop, message: OWNER_CONFIRMATIONS.deleteShop(shop.name), confirmLabel: COPY.deleteShop },
      send: () => deleteShop(shop.id),
      failed: deleteShopFailed,
      done: OWNER_SUCCESS.shopDeleted,
      after: () => shopDeleted(shop),
    })

  return { confirming, close: () => setConfirming(null), removeProduct, removeAll, removeShop }
}
