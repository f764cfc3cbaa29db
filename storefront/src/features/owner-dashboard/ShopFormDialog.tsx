import { useState } from 'react'
import { FIELD_LENGTHS } from '@shoplocal/shared/constants'
import { OWNER_STATUS_COPY, OWNER_SUCCESS } from '@shoplocal/shared/messages'
import { OWNER_DASHBOARD_LABELS, createShopFailed, updateShopFailed } from '../../messages/index.ts'
import { openingHoursProblem } from '@shoplocal/shared/rules'
import type { Category, OwnerShop } from '@shoplocal/shared/types'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/fields.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { successToast } from '../../components/ui/use-submit.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { createShop, resubmitShop, updateShop } from './dashboard-api.ts'
import { checkShopForm, shopFormValues } from './form-rules.ts'
import { OpeningHoursFields } from './OpeningHoursFields.tsx'
import { hoursFormDays, hoursPayload } from './opening-hours-form.ts'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'

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
  const form = useOwnerSubmit()
  const errors = form.fieldErrors
  const fields = useFormFields(shopFormValues(shop), errors)
  const [hours, setHours] = useState(() => hoursFormDays(shop?.openingHours))
  const resubmitting = shop?.status === 'rejected'
  const categoryOptions = [
    { value: '', label: COPY.fields.noCategory },
    ...categories.map((category) => ({ value: String(category.id), label: category.name })),
  ]

  const close = () => {
    form.reset()
    if (!shop) {
      fields.replace(shopFormValues())
      setHours(hoursFormDays(null))
    }
    onClose()
  }

  const submit = async () => {
    const check = checkShopForm(fields.values)
    if (!check.ok) showToast({ ...check.toast, variant: 'destructive' })
    const openingHours = hoursPayload(hours)
    const hoursProblem = check.ok && openingHours ? openingHoursProblem(openingHours) : null
    const answer = await form.submit(
      // The form's own check first, then the week's hours (shown under the whole week).
      !check.ok
        ? check
        : hoursProblem
          ? { ok: false, field: 'openingHours', message: hoursProblem }
          : { ok: true, payload: { ...check.payload, openingHours } },
      (payload) => (!shop ? createShop(payload) : resubmitting ? resubmitShop(shop.id, payload) : updateShop(shop.id, payload)),
      ownerFailure(shop ? updateShopFailed : createShopFailed),
      () =>
        successToast(
          !shop
            ? OWNER_SUCCESS.shopCreated
            : resubmitting
              ? { title: OWNER_STATUS_COPY.resubmitButton, description: OWNER_STATUS_COPY.shopResubmitted }
              : OWNER_SUCCESS.shopUpdated,
        ),
    )
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
        <FormAlert message={form.formError} />
        <div className="owner-form__actions">
          <button type="button" className="button owner-button--ghost" onClick={close}>
            {COPY.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={form.busy}>
            {form.busy ? COPY.saving : resubmitting ? OWNER_STATUS_COPY.resubmitButton : shop ? COPY.saveChanges : COPY.createShop}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
