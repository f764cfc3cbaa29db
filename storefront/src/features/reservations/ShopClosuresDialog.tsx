import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { formatPickupDay } from '@shoplocal/shared/rules'
import type { ShopClosure, ShopClosuresResponse } from '@shoplocal/shared/types'
import { useCallback, useEffect, useState } from 'react'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { CheckboxField, FormAlert } from '../../components/ui/fields.tsx'
import { accept, successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { OPENING_HOURS_COPY } from '../../messages/index.ts'
import { ClosureForm } from './ClosureForm.tsx'
import { addClosure, fetchShopClosures, removeClosure, setTemporarilyClosed } from './closures-api.ts'
import { RESERVATION_COPY as COPY } from './copy.ts'

interface Props {
  shop: { id: number; name: string }
  onClose(): void
}

const daysOf = (closure: Omit<ShopClosure, 'id'>) =>
  OPENING_HOURS_COPY.closureDays(formatPickupDay(closure.startsOn), formatPickupDay(closure.endsOn))

/**
 * The owner's holiday hours of one shop: the "temporarily closed" switch, the closures to come (each removable),
 * a form to add one, and the Irish public holidays offered as one-click suggestions (never added by themselves).
 */
export function ShopClosuresDialog({ shop, onClose }: Props) {
  const [calendar, setCalendar] = useState<ShopClosuresResponse | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const action = useSubmit()

  const load = useCallback(async () => {
    const result = await fetchShopClosures(shop.id)
    if (result.ok) setCalendar(result.data)
    else setLoadError(COPY.closuresLoadFailed)
  }, [shop.id])

  useEffect(() => {
    void load()
  }, [load])

  async function change<T extends { message: string }>(send: () => Promise<T>) {
    if (action.busy) return
    const done = await action.submit(accept(null), send, { title: COMMON_LABELS.error, fallback: COPY.closuresFailed })
    if (!done) return
    successToast({ title: done.message })
    await load()
  }

  return (
    <Dialog open title={COPY.holidayHoursOf(shop.name)} onClose={onClose}>
      <div className="shop-closures" data-testid="shop-closures-dialog">
        <p className="dialog__note">{COPY.closuresIntro}</p>
        <FormAlert message={loadError ?? action.formError} />
        {calendar && (
          <>
            <CheckboxField
              label={COPY.temporarilyClosedSwitch}
              checked={calendar.temporarilyClosed}
              onChange={(closed) => void change(() => setTemporarilyClosed(shop.id, closed))}
            />
            <h3 className="shop-closures__heading">{COPY.closuresHeading}</h3>
            {calendar.closures.length === 0 ? (
              <p className="dialog__note">{COPY.noClosures}</p>
            ) : (
              <ul className="shop-closures__list" data-testid="owner-closures">
                {calendar.closures.map((closure) => (
                  <li key={closure.id} className="shop-closures__item">
                    <span>
                      {daysOf(closure)}
                      {closure.note ? `: ${closure.note}` : ''}
                    </span>
                    <button
                      type="button"
                      className="button button--outline"
                      aria-label={COPY.removeClosure(daysOf(closure))}
                      onClick={() => void change(() => removeClosure(shop.id, closure.id))}
                    >
                      {COPY.remove}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <ClosureForm shopId={shop.id} onAdded={() => void load()} />
            <h3 className="shop-closures__heading">{COPY.holidaysHeading}</h3>
            <p className="dialog__note">{COPY.holidaysIntro}</p>
            <ul className="shop-closures__list" data-testid="holiday-suggestions">
              {calendar.suggestions.map((holiday) => (
                <li key={holiday.startsOn} className="shop-closures__item">
                  <span>
                    {daysOf(holiday)}: {holiday.note}
                  </span>
                  <button
                    type="button"
                    className="button button--outline"
                    aria-label={COPY.addHoliday(holiday.note ?? '')}
                    onClick={() => void change(() => addClosure(shop.id, { ...holiday, note: holiday.note ?? '' }))}
                  >
                    {COPY.addClosure}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  )
}
