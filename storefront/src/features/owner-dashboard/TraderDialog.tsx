import { useEffect, useState } from 'react'
import type { OwnerShop, OwnerTraderResponse } from '@shoplocal/shared/types'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { FormAlert } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { successToast } from '../../components/ui/use-submit.ts'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'
import { TRADER_COPY as COPY } from './trader-copy.ts'
import { checkTraderForm, traderFormValues } from './trader-form.ts'
import { fetchTrader, saveTrader, uploadIdentity } from './trader-api.ts'
import { TraderFields } from './TraderFields.tsx'
import './trader.css'

interface Props {
  shop: OwnerShop
  onClose(): void
  onSaved(): void
}

/** The shop's trader details (DSA Art. 30): read, then given or corrected, with the identity document. */
export function TraderDialog({ shop, onClose, onSaved }: Props) {
  const [loaded, setLoaded] = useState<OwnerTraderResponse | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  useEffect(() => {
    let live = true
    void fetchTrader(shop.id).then((result) => {
      if (!live) return
      if (result.ok) setLoaded(result.data)
      else setLoadFailed(true)
    })
    return () => {
      live = false
    }
  }, [shop.id])

  return (
    <Dialog open title={COPY.title(shop.name)} onClose={onClose}>
      {loaded ? (
        <TraderForm shopId={shop.id} loaded={loaded} onClose={onClose} onSaved={onSaved} />
      ) : (
        <p className="owner-empty" role="status">
          {loadFailed ? COPY.loadFailed : COPY.loading}
        </p>
      )}
    </Dialog>
  )
}

interface FormProps {
  shopId: number
  loaded: OwnerTraderResponse
  onClose(): void
  onSaved(): void
}

function TraderForm({ shopId, loaded, onClose, onSaved }: FormProps) {
  const form = useOwnerSubmit()
  const fields = useFormFields(traderFormValues(loaded.trader ?? loaded.fromOtherShop, loaded.trader !== null), form.fieldErrors)
  const [file, setFile] = useState<File | null>(null)

  const submit = async () => {
    const answer = await form.submit(
      checkTraderForm(fields.values),
      async (payload) => {
        const saved = await saveTrader(shopId, payload)
        return file ? uploadIdentity(shopId, file) : saved
      },
      ownerFailure(COPY.saveFailed),
      () => successToast(COPY.saved),
    )
    if (!answer) return
    onSaved()
    onClose()
  }

  return (
    <form
      className="owner-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <p className="trader-intro">{COPY.intro}</p>
      {!loaded.trader && loaded.fromOtherShop && <p className="owner-form__intro">{COPY.fromOtherShop}</p>}
      <TraderFields fields={fields} errors={form.fieldErrors} current={loaded.trader} onFile={setFile} />
      <FormAlert message={form.formError} />
      <div className="owner-form__actions">
        <button type="button" className="button owner-button--ghost" onClick={onClose}>
          {COPY.cancel}
        </button>
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? COPY.saving : COPY.save}
        </button>
      </div>
    </form>
  )
}
