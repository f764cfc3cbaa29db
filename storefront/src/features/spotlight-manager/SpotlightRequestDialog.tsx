import { useId, useState } from 'react'
import { SPOTLIGHT_IMAGES, SPOTLIGHT_MONTHS } from '@shoplocal/shared/constants'
import { SPOTLIGHT_MANAGER, monthsLabel } from '@shoplocal/shared/messages'
import { SPOTLIGHT_PHOTO_COPY, SPOTLIGHT_TOASTS, VALIDATION_TOASTS } from '../../messages/index.ts'
import { formatEuro, spotlightTotal, thumbnailUrl } from '@shoplocal/shared/rules'
import type { OwnerSpotlightRequest } from '@shoplocal/shared/types'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { CheckboxField, SelectField } from '../../components/ui/fields.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { accept, successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { handleUnauthorized } from '../auth/index.ts'
import { IMAGE_ACCEPT } from '../owner-dashboard/index.ts'
import type { OfferedProduct } from './manager-rules.ts'
import { submitSpotlightRequest } from './spotlight-manager-api.ts'
import { UploadedImages } from './UploadedImages.tsx'
import { useSpotlightUploads } from './use-spotlight-uploads.ts'

interface Props {
  offered: OfferedProduct[]
  /** The product chosen from the list, if any. */
  initialProductId: number | null
  onClose(): void
  onSubmitted(request: OwnerSpotlightRequest): void
}

const MONTH_OPTIONS = Array.from({ length: SPOTLIGHT_MONTHS.max - SPOTLIGHT_MONTHS.min + 1 }, (_, index) => {
  const months = SPOTLIGHT_MONTHS.min + index
  return { value: String(months), label: `${monthsLabel(months)} — ${formatEuro(spotlightTotal(months))}` }
})

/**
 * 'Request a Spotlight': the product, 1–12 months with the prepaid total, and 1–8 pictures, each
 * uploaded as soon as it is chosen (with its progress), or the product's own photo among them. The amount shown is the same rule the API
 * charges by; the API computes it again and answers what it stored.
 */
export function SpotlightRequestDialog({ offered, initialProductId, onClose, onSubmitted }: Props) {
  const inputId = useId()
  const [productId, setProductId] = useState(String(initialProductId ?? offered[0]?.product.id ?? ''))
  const [months, setMonths] = useState(String(SPOTLIGHT_MONTHS.min))
  const { uploads, addFiles, remove } = useSpotlightUploads()
  const [useProductPhoto, setUseProductPhoto] = useState(false)
  const chosen = offered.find(({ product }) => String(product.id) === productId)?.product ?? null
  // The product's own photo counts as a picture when it has one and the owner chose it.
  const productPhoto = useProductPhoto && chosen?.imageUrl ? chosen.imageUrl : null
  const { busy, submit: send } = useSubmit({ intercept: handleUnauthorized })
  const uploading = uploads.some((upload) => upload.url === null)

  const submit = async () => {
    if (!productId) return
    const images = uploads.flatMap((upload) => (upload.url ? [upload.url] : []))
    if (images.length + (productPhoto ? 1 : 0) < SPOTLIGHT_IMAGES.min) {
      showToast({ ...VALIDATION_TOASTS.spotlightImagesMissing, variant: 'destructive' })
      return
    }
    await send(
      accept({ productId: Number(productId), durationMonths: Number(months), images, useProductPhoto: productPhoto !== null }),
      submitSpotlightRequest,
      SPOTLIGHT_TOASTS.submitFailed,
      (request) => {
        successToast(SPOTLIGHT_TOASTS.submitted)
        onSubmitted(request)
      },
    )
  }

  return (
    <Dialog open title={SPOTLIGHT_MANAGER.dialogTitle} onClose={onClose}>
      <form
        className="owner-form spotlight-form"
        data-testid="spotlight-form"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <SelectField
          label={SPOTLIGHT_MANAGER.product}
          name="productId"
          value={productId}
          options={offered.map(({ product, shopName }) => ({ value: String(product.id), label: `${product.name} (${shopName})` }))}
          onValueChange={setProductId}
        />
        <SelectField
          label={SPOTLIGHT_MANAGER.duration}
          name="durationMonths"
          value={months}
          options={MONTH_OPTIONS}
          onValueChange={setMonths}
        />
        <p className="spotlight-form__total" data-testid="spotlight-total">
          <span>{SPOTLIGHT_MANAGER.total}</span>
          <strong>{formatEuro(spotlightTotal(Number(months)))}</strong>
        </p>

        <div className="spotlight-images" role="group" aria-labelledby={`${inputId}-label`}>
          <span className="field__label" id={`${inputId}-label`}>
            {SPOTLIGHT_MANAGER.images}
          </span>
          <p className="spotlight-images__hint" id={`${inputId}-hint`}>
            {SPOTLIGHT_MANAGER.imagesHint}
          </p>
          {chosen?.imageUrl && (
            <div className="spotlight-images__own" data-testid="spotlight-product-photo">
              <CheckboxField label={SPOTLIGHT_PHOTO_COPY.useProductPhoto} checked={useProductPhoto} onChange={setUseProductPhoto} />
              {useProductPhoto && (
                <img src={thumbnailUrl(chosen.imageUrl)} alt={SPOTLIGHT_PHOTO_COPY.productPhotoAlt(chosen.name)} width="72" height="72" />
              )}
            </div>
          )}
          <UploadedImages uploads={uploads} onRemove={remove} />
          {uploads.length + (productPhoto ? 1 : 0) < SPOTLIGHT_IMAGES.max && (
            <>
              <label className="button owner-button--ghost owner-button--small spotlight-images__choose" htmlFor={inputId}>
                {SPOTLIGHT_MANAGER.addImages}
              </label>
              <input
                id={inputId}
                className="spotlight-images__input"
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                aria-describedby={`${inputId}-hint`}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])]
                  event.target.value = ''
                  if (files.length > 0) void addFiles(files)
                }}
              />
            </>
          )}
        </div>

        <p className="spotlight-form__note">{SPOTLIGHT_MANAGER.reviewPromise}</p>
        <div className="owner-form__actions">
          <button type="button" className="button owner-button--ghost" onClick={onClose}>
            {SPOTLIGHT_MANAGER.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || uploading || !productId}>
            {busy ? SPOTLIGHT_MANAGER.submitting : SPOTLIGHT_MANAGER.submit}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
