import { CONSOLE_LABELS } from '../messages/index'
import { serverMessage } from '@shoplocal/shared/rules'

/** A tab whose data could not be loaded: what went wrong and a way to try again. */
export function TabError({ error, onRetry }: { error: Error; onRetry(): void }) {
  return (
    <div className="alert alert-error" role="alert">
      <strong>{CONSOLE_LABELS.loadFailed}</strong>
      <p className="mono">{serverMessage(error.message) ?? error.message}</p>
      <p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {CONSOLE_LABELS.retry}
        </button>
      </p>
    </div>
  )
}
