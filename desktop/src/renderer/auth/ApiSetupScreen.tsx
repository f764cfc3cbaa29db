import { useQueryClient } from '@tanstack/react-query'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { CONSOLE_LABELS } from '../messages/index'
import { useId, useState, type FormEvent } from 'react'
import { parseApiBaseUrl } from '../../shared/api-base-url'
import { APP_INFO_QUERY_KEY } from '../api/app-info'
import { useBridge } from '../bridge/context'

/** First run of the app, or 'Change API' on the sign-in screen: where the ShopLocal API lives. */
export function ApiSetupScreen({ current, onCancel }: { current: string; onCancel?: () => void }) {
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const [address, setAddress] = useState(current)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!parseApiBaseUrl(address)) {
      setError(CONSOLE_LABELS.apiAddressInvalid)
      return
    }
    try {
      const info = await bridge.settings.setApiBaseUrl(address)
      queryClient.setQueryData(APP_INFO_QUERY_KEY, info)
      // Everything cached came from the old server.
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== APP_INFO_QUERY_KEY[0] })
      onCancel?.()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : CONSOLE_LABELS.apiAddressInvalid)
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(event) => void submit(event)} aria-labelledby="api-setup-title" noValidate>
        <h1 id="api-setup-title">{CONSOLE_LABELS.apiAddressHeading}</h1>
        <p className="muted">{CONSOLE_LABELS.apiAddressNote}</p>
        <label className="field" htmlFor={inputId}>
          <span>{CONSOLE_LABELS.apiAddress}</span>
          <input
            id={inputId}
            type="url"
            required
            autoFocus
            value={address}
            aria-invalid={error !== null}
            onChange={(event) => {
              setAddress(event.target.value)
              setError(null)
            }}
          />
        </label>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          {onCancel ? (
            <button type="button" className="button button-secondary" onClick={onCancel}>
              {COMMON_LABELS.cancel}
            </button>
          ) : null}
          <button type="submit" className="button">
            {CONSOLE_LABELS.saveAndContinue}
          </button>
        </div>
      </form>
    </main>
  )
}
