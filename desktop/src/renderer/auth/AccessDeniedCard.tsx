import { ACCESS_DENIED } from '@shoplocal/shared/messages'
import { CONSOLE_LABELS } from '../messages/index'

/** A valid account without the admin role or flag: the password was right, so say why they cannot go in. */
export function AccessDeniedCard({ message, onUseAnotherAccount }: { message: string; onUseAnotherAccount(): void }) {
  return (
    <section className="auth-card access-denied" role="alert" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">{ACCESS_DENIED.title}</h1>
      <p>{message || ACCESS_DENIED.enhanced}</p>
      <button type="button" className="button" onClick={onUseAnotherAccount}>
        {CONSOLE_LABELS.useAnotherAccount}
      </button>
    </section>
  )
}
