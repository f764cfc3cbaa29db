import { useState } from 'react'
import { FIELD_LENGTHS } from '@shoplocal/shared/constants'
import { OWNER_ERRORS, OWNER_SUCCESS } from '@shoplocal/shared/messages'
import { OWNER_DASHBOARD_LABELS, addProductDialogTitle, addProductFailed, updateProductFailed } from '../../messages/index.ts'
import type { OwnerShop, Product } from '@shoplocal/shared/types'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { CheckboxField, FormAlert, TextAreaField, TextField } from '../../components/ui/fields.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { successToast } from '../../components/ui/use-submit.ts'
import { ApiError } from '../../lib/api/result.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { addProduct, updateProduct, uploadImage } from './dashboard-api.ts'
import { checkProductForm, productFormValues } from './form-rules.ts'
import { ImagePicker } from './ImagePicker.tsx'
import { inlineImage } from './image-file.ts'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'

interface Props {
  shop: OwnerShop
  /** Absent: 'Add Product to {shop}'; present: editing that product. */
  product?: Product
  onClose(): void
  onSaved(): void
}

/**
 * The picture's address: uploaded when the owner chose one, kept inline (a small JPEG) when the
 * upload fails so the product still has its photo, and the owner is told.
 */
async function pictureUrl(file: File, onProgress: (fraction: number | null) => void): Promise<string | null> {
  try {
    return (await uploadImage(file, onProgress)).imageUrl
  } catch (error) {
    onProgress(null)
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : null
    if (refused) throw error
    showToast({ title: OWNER_ERRORS.uploadImageFailed, description: COPY.uploadKeptInline, variant: 'destructive' })
    return inlineImage(file)
  }
}

/** 'Add Product to {shop}', and the same form to edit a product; mounted while open. */
export function ProductFormDialog({ shop, product, onClose, onSaved }: Props) {
  const form = useOwnerSubmit()
  const errors = form.fieldErrors
  const [file, setFile] = useState<File | null>(null)
  const [imageUrl, setImageUrl] = useState<string | null>(product?.imageUrl ?? null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const fields = useFormFields(productFormValues(product), errors)

  const submit = async () => {
    const check = checkProductForm(fields.values, imageUrl)
    if (!check.ok) showToast({ ...check.toast, variant: 'destructive' })
    const answer = await form.submit(
      check,
      async (checked) => {
        const payload = file ? { ...checked, imageUrl: await pictureUrl(file, setProgress) } : checked
        return product ? updateProduct(product.id, payload) : addProduct(shop.id, payload)
      },
      ownerFailure(product ? updateProductFailed : addProductFailed),
      // A new product is "listed" only in a public shop: the API's answer says which.
      (saved) =>
        successToast(product ? OWNER_SUCCESS.productUpdated : { title: OWNER_SUCCESS.productAdded.title, description: saved.message }),
    )
    setProgress(null)
    if (!answer) return
    onSaved()
    onClose()
  }

  return (
    <Dialog open title={product ? COPY.editProductTitle(product.name) : addProductDialogTitle(shop.name)} onClose={onClose}>
      <form
        className="owner-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextField label={`${COPY.fields.productName} ${COPY.required}`} maxLength={FIELD_LENGTHS.product.name} {...fields.field('name')} />
        <TextAreaField label={COPY.fields.description} maxLength={FIELD_LENGTHS.product.description} {...fields.field('description')} />
        <TextField
          label={`${COPY.fields.price} ${COPY.required}`}
          inputMode="decimal"
          placeholder="0.00"
          hint={COPY.fields.priceHint}
          {...fields.field('price')}
        />
        <TextField label={COPY.fields.stock} inputMode="numeric" {...fields.field('stock')} />
        {fields.values.stock.trim() === '' && <CheckboxField label={COPY.fields.inStock} {...fields.checkbox('inStock')} />}
        <ImagePicker
          label={COPY.productImage}
          currentUrl={imageUrl}
          file={file}
          onFileChange={setFile}
          progress={progress}
          error={imageError ?? errors.imageUrl}
          onError={setImageError}
        />
        {(file || imageUrl) && (
          <button
            type="button"
            className="owner-link-button"
            onClick={() => {
              setFile(null)
              setImageUrl(null)
            }}
          >
            {COPY.removeImage}
          </button>
        )}
        <FormAlert message={form.formError} />
        <div className="owner-form__actions">
          <button type="button" className="button owner-button--ghost" onClick={onClose}>
            {COPY.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={form.busy}>
            {form.busy ? COPY.saving : product ? COPY.saveChanges : OWNER_DASHBOARD_LABELS.addProduct}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
