import { useState } from 'react'
import { FIELD_LENGTHS } from '@shoplocal/shared/constants'
import { OWNER_DASHBOARD_LABELS, OWNER_STATUS_COPY, OWNER_SUCCESS, createShopFailed, updateShopFailed } from '@shoplocal/shared/messages'
import { openingHoursProblem } from '@shoplocal/shared/rules'
import type { Category, OwnerShop } from '@shoplocal/shared/types'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/fields.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { ApiError } from '../../lib/api/result.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { createShop, resubmitShop, updateShop } from './dashboard-api.ts'
import { checkShopForm, shopFormValues } from './form-rules.ts'
import { OpeningHoursFields } from './OpeningHoursFields.tsx'
import { hoursFormDays, hoursPayload } from './opening-hours-form.ts'
import { runAction } from './run-action.ts'

interface Props {
  open: boolean
  /** Absent: the Add New Shop dialog; present: editing that shop. */
  shop?: OwnerShop
  categories: readonly Category[]
  onClose(): void
  onSaved(shop: OwnerShop): void
}

const L = FIELD_LENGTHS.shop
const required = (label: string) => `${label} ${COPY.required}`
/** The API names a refused day's field (openingHours.3.closes); the form shows it under the whole week. */
const hoursError = (errors: Record<string, string>): string | undefined =>
  errors.openingHours ?? Object.entries(errors).find(([field]) => field.startsWith('openingHours.'))?.[1]

/** Add New Shop, and the same form to edit a shop's details; a rejected shop's edit sends it for review again. */
export function ShopFormDialog({ open, shop, categories, onClose, onSaved }: Props) {
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const fields = useFormFields(shopFormValues(shop), errors)
  const [hours, setHours] = useState(() => hoursFormDays(shop?.openingHours))
  const resubmitting = shop?.status === 'rejected'
  const categoryOptions = [
    { value: '', label: COPY.fields.noCategory },
    ...categories.map((category) => ({ value: String(category.id), label: category.name })),
  ]

  const close = () => {
    setErrors({})
    setFormError(null)
    if (!shop) {
      fields.replace(shopFormValues())
      setHours(hoursFormDays(null))
    }
    onClose()
  }

  const submit = async () => {
    const check = checkShopForm(fields.values)
    if (!check.ok) {
      setErrors({ [check.field]: check.message })
      showToast({ ...check.toast, variant: 'destructive' })
      return
    }
    const openingHours = hoursPayload(hours)
    const hoursProblem = openingHours && openingHoursProblem(openingHours)
    if (hoursProblem) {
      setErrors({ openingHours: hoursProblem })
      return
    }
    const payload = { ...check.payload, openingHours }
    setBusy(true)
    setErrors({})
    setFormError(null)
    const answer = await runAction(
      () => (!shop ? createShop(payload) : resubmitting ? resubmitShop(shop.id, payload) : updateShop(shop.id, payload)),
      shop ? updateShopFailed : createShopFailed,
      {
        success: !shop
          ? OWNER_SUCCESS.shopCreated
          : resubmitting
            ? { title: OWNER_STATUS_COPY.resubmitButton, description: OWNER_STATUS_COPY.shopResubmitted }
            : OWNER_SUCCESS.shopUpdated,
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          // A refused field is shown under the field; only a message about no one field goes above the buttons.
          setErrors(error.fieldErrors)
          setFormError(Object.keys(error.fieldErrors).length > 0 ? null : error.serverMessage)
        },
      },
    )
    setBusy(false)
    if (!answer) return
    onSaved(answer.shop)
    close()
  }

  return (
    <Dialog
      open={open}
      title={resubmitting ? OWNER_STATUS_COPY.resubmitTitle : shop ? COPY.editShopTitle(shop.name) : OWNER_DASHBOARD_LABELS.addNewShop}
      onClose={close}
    >
      <form
        className="owner-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {resubmitting && (
          <p className="owner-form__intro">
            {OWNER_STATUS_COPY.resubmitIntro} {OWNER_STATUS_COPY.rejectedReason(shop.rejectionReason)}
          </p>
        )}
        <TextField label={required(COPY.fields.shopName)} maxLength={L.name} autoComplete="organization" {...fields.field('name')} />
        <TextAreaField label={COPY.fields.description} maxLength={L.description} {...fields.field('description')} />
        <TextField
          label={required(COPY.fields.location)}
          maxLength={L.location}
          hint={COPY.fields.locationHint}
          {...fields.field('location')}
        />
        <TextField label={COPY.fields.address} maxLength={L.address} autoComplete="street-address" {...fields.field('address')} />
        <div className="owner-form__pair">
          <TextField label={COPY.fields.phone} type="tel" maxLength={L.phone} autoComplete="tel" {...fields.field('phone')} />
          <TextField label={COPY.fields.email} type="email" maxLength={L.email} autoComplete="email" {...fields.field('email')} />
        </div>
        <TextField label={COPY.fields.website} type="url" maxLength={L.website} placeholder="https://" {...fields.field('website')} />
        <SelectField label={COPY.fields.category} options={categoryOptions} {...fields.field('categoryId')} />
        <OpeningHoursFields days={hours} error={hoursError(errors)} onChange={setHours} />
        <FormAlert message={formError} />
        <div className="owner-form__actions">
          <button type="button" className="button owner-button--ghost" onClick={close}>
            {COPY.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? COPY.saving : resubmitting ? OWNER_STATUS_COPY.resubmitButton : shop ? COPY.saveChanges : COPY.createShop}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
