import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { NOTIFICATION_PREFERENCE_LABELS as copy } from '../../messages/index.ts'
import type { NotificationKind } from '@shoplocal/shared/constants'
import type { NotificationPreference } from '@shoplocal/shared/types'
import { useId, useState } from 'react'
import { AuthForm, successToast, useSubmit } from '../auth/index.ts'
import { saveNotificationPreferences } from './notifications-api.ts'
import './notifications.css'

interface Props {
  /** As `GET /api/account/notification-preferences` answered; empty when it could not be read. */
  initial: NotificationPreference[]
}

/**
 * The account page's switches: for each kind, whether a mail (or SMS) goes with the in-app notification.
 * Essential kinds are shown on and disabled; the API keeps them on whatever is sent.
 */
export function NotificationPreferencesForm({ initial }: Props) {
  const [preferences, setPreferences] = useState(initial)
  const form = useSubmit()
  const noteId = useId()
  if (preferences.length === 0) return <p role="alert">{copy.loadFailed}</p>

  const setMail = (kind: NotificationKind, mail: boolean) =>
    setPreferences((current) => current.map((preference) => (preference.kind === kind ? { ...preference, mail } : preference)))

  return (
    <AuthForm
      busy={form.busy}
      error={form.formError}
      submitLabel={copy.save}
      onSubmit={() =>
        void form.submit(
          { ok: true, payload: preferences.map(({ kind, mail }) => ({ kind, mail })) },
          saveNotificationPreferences,
          { title: COMMON_LABELS.error, fallback: copy.saveFailed },
          (saved) => {
            setPreferences(saved)
            successToast({ title: copy.saved })
          },
        )
      }
    >
      <fieldset className="notification-preferences" data-testid="notification-preferences">
        <legend>{copy.mailColumn}</legend>
        <p id={noteId} className="notification-preferences__note">
          {copy.essentialNote}
        </p>
        <ul>
          {preferences.map((preference) => (
            <li key={preference.kind}>
              <label>
                <input
                  type="checkbox"
                  name={preference.kind}
                  checked={preference.essential || preference.mail}
                  disabled={preference.essential}
                  aria-describedby={preference.essential ? noteId : undefined}
                  onChange={(event) => setMail(preference.kind, event.target.checked)}
                />
                <span>{preference.label}</span>
                {preference.essential && (
                  <span className="notification-preferences__always" aria-hidden="true">
                    {copy.always}
                  </span>
                )}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </AuthForm>
  )
}
