import { BROWSE_LABELS } from '../../messages/index.ts'
import { useState } from 'react'
import { SEARCH_TEXT_MAX_LENGTH } from '@shoplocal/shared/constants'
import { locate } from './geolocation.ts'
import { SEARCH_COPY } from './copy.ts'

interface Props {
  id: string
  value: string
  onChange: (value: string) => void
  /** 'Use my location' named the nearest town: the list searches from it at once, nearest first. */
  onLocated: (place: string) => void
}

type Status = 'idle' | 'locating' | 'denied' | 'unavailable'

/** The location box with 'Use my location'; a failure keeps what was typed and says so politely. */
export function LocationField({ id, value, onChange, onLocated }: Props) {
  const [status, setStatus] = useState<Status>('idle')

  async function useMyLocation() {
    setStatus('locating')
    const outcome = await locate(typeof navigator === 'undefined' ? undefined : navigator.geolocation)
    if (outcome.ok) {
      setStatus('idle')
      onLocated(outcome.place)
    } else {
      setStatus(outcome.reason)
    }
  }

  const note =
    status === 'locating'
      ? SEARCH_COPY.locating
      : status === 'denied'
        ? SEARCH_COPY.locationDenied
        : status === 'unavailable'
          ? SEARCH_COPY.locationUnavailable
          : ''

  return (
    <div className="search-field search-field--location">
      <label className="search-field__label" htmlFor={id}>
        {SEARCH_COPY.locationLabel}
      </label>
      <div className="search-field__row">
        <input
          id={id}
          className="search-field__input"
          type="text"
          name="location"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={SEARCH_COPY.locationPlaceholder}
          autoComplete="address-level2"
          maxLength={SEARCH_TEXT_MAX_LENGTH}
        />
        <button
          type="button"
          className="search-field__locate"
          onClick={useMyLocation}
          disabled={status === 'locating'}
          data-testid="use-my-location"
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <circle cx="12" cy="12" r="3.5" />
            <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
          </svg>
          <span>{BROWSE_LABELS.useMyLocation}</span>
        </button>
      </div>
      <p className="search-field__note" role="status" aria-live="polite" data-testid="location-note">
        {note}
      </p>
    </div>
  )
}
