import { OPENING_HOURS_COPY } from '../../messages/index.ts'
import { DEFAULT_DAY_HOURS, type HoursFormDay } from './opening-hours-form.ts'

interface Props {
  days: HoursFormDay[]
  error?: string
  onChange(days: HoursFormDay[]): void
}

/** The week's opening hours in the shop form: one row per day, a tick for open and its two times. */
export function OpeningHoursFields({ days, error, onChange }: Props) {
  const change = (index: number, patch: Partial<HoursFormDay>) =>
    onChange(days.map((day, at) => (at === index ? { ...day, ...patch } : day)))
  return (
    <fieldset className="owner-hours" aria-describedby={error ? 'owner-hours-error' : 'owner-hours-hint'}>
      <legend className="field__label">{OPENING_HOURS_COPY.heading}</legend>
      <p className="field__hint" id="owner-hours-hint">
        {OPENING_HOURS_COPY.formHint}
      </p>
      {days.map((day, index) => (
        <div className="owner-hours__day" key={day.day} data-testid="hours-day">
          <label className="owner-hours__open">
            <input
              type="checkbox"
              checked={day.open}
              onChange={(event) =>
                change(index, {
                  open: event.target.checked,
                  opens: day.opens || DEFAULT_DAY_HOURS.opens,
                  closes: day.closes || DEFAULT_DAY_HOURS.closes,
                })
              }
            />
            {day.day}
          </label>
          {day.open ? (
            <span className="owner-hours__times">
              <input
                type="time"
                className="field__input"
                aria-label={`${day.day} ${OPENING_HOURS_COPY.opens.toLowerCase()}`}
                value={day.opens}
                onChange={(event) => change(index, { opens: event.target.value })}
              />
              <span aria-hidden="true">–</span>
              <input
                type="time"
                className="field__input"
                aria-label={`${day.day} ${OPENING_HOURS_COPY.closes.toLowerCase()}`}
                value={day.closes}
                onChange={(event) => change(index, { closes: event.target.value })}
              />
            </span>
          ) : (
            <span className="owner-hours__closed">{OPENING_HOURS_COPY.closedDay}</span>
          )}
        </div>
      ))}
      {error && (
        <p className="field__error" id="owner-hours-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
