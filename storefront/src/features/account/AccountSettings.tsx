import { useState } from 'react'
import { NOTIFICATION_PREFERENCE_LABELS } from '../../messages/index.ts'
import { formatDateTime } from '@shoplocal/shared/rules'
import type { AccountSession, AuthUserDetail, NotificationPreference } from '@shoplocal/shared/types'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { AuthForm, CodeField, NameAndCityFields, NewPasswordFields } from '../auth/index.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { NotificationPreferencesForm } from '../notifications/index.ts'
import { ACCOUNT_COPY as copy } from './copy.ts'
import { changePassword, confirmEmailChange, endSession, requestEmailChange, saveDetails } from './account-api.ts'
import DeletionForm from './DeletionForm.tsx'
import PhoneForm from './PhoneForm.tsx'
import ProfilePicture from './ProfilePicture.tsx'
import './account.css'

/** Every form here sends what was typed; the API checks it and answers with the field messages. */
const send = <T,>(payload: T) => ({ ok: true as const, payload })

function DetailsForm({ user, onSaved }: { user: AuthUserDetail; onSaved(user: AuthUserDetail): void }) {
  const form = useSubmit()
  const fields = useFormFields({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', city: user.city ?? '' }, form.fieldErrors)
  return (
    <section className="account-section" aria-labelledby="account-details">
      <h2 id="account-details">{copy.details.heading}</h2>
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={copy.details.submit}
        onSubmit={() =>
          void form.submit(send(fields.values), saveDetails, copy.failures.save, (answer) => {
            onSaved(answer.user)
            successToast({ title: copy.details.saved, description: answer.message })
          })
        }
      >
        <NameAndCityFields firstName={fields.field('firstName')} lastName={fields.field('lastName')} city={fields.field('city')}>
          {null}
        </NameAndCityFields>
      </AuthForm>
    </section>
  )
}

function EmailForm({ user, onChanged }: { user: AuthUserDetail; onChanged(user: AuthUserDetail): void }) {
  const form = useSubmit()
  const fields = useFormFields({ email: '', code: '' }, form.fieldErrors)
  const [pending, setPending] = useState<string | null>(null)
  return (
    <section className="account-section" aria-labelledby="account-email">
      <h2 id="account-email">{copy.email.heading}</h2>
      <p data-testid="account-email">{copy.email.current(user.email)}</p>
      {pending === null ? (
        <AuthForm
          busy={form.busy}
          error={form.formError}
          submitLabel={copy.email.send}
          onSubmit={() =>
            void form.submit(send({ email: fields.values.email }), requestEmailChange, copy.failures.email, (answer, payload) => {
              setPending(payload.email.trim())
              successToast({ title: copy.email.send, description: answer.message })
            })
          }
        >
          <TextField
            label={user.email ? copy.email.newLabel : copy.email.addLabel}
            type="email"
            autoComplete="email"
            {...fields.field('email')}
          />
        </AuthForm>
      ) : (
        <AuthForm
          busy={form.busy}
          error={form.formError}
          submitLabel={copy.email.confirm}
          onSubmit={() =>
            void form.submit(send({ code: fields.values.code }), confirmEmailChange, copy.failures.email, (answer) => {
              setPending(null)
              fields.set({ email: '', code: '' })
              onChanged(answer.user)
              successToast({ title: copy.email.changed, description: answer.message })
            })
          }
        >
          <p>{copy.email.codeIntro(pending)}</p>
          <CodeField {...fields.field('code')} autoFocus />
        </AuthForm>
      )}
    </section>
  )
}

function PasswordForm() {
  const form = useSubmit()
  const initial = { currentPassword: '', newPassword: '', confirmPassword: '' }
  const fields = useFormFields(initial, form.fieldErrors)
  return (
    <section className="account-section" aria-labelledby="account-password">
      <h2 id="account-password">{copy.password.heading}</h2>
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={copy.password.submit}
        onSubmit={() =>
          void form.submit(send(fields.values), changePassword, copy.failures.password, (answer) => {
            fields.replace(initial)
            successToast({ title: copy.password.changed, description: answer.message })
          })
        }
      >
        <PasswordField label={copy.password.current} autoComplete="current-password" {...fields.field('currentPassword')} />
        <NewPasswordFields reset password={fields.field('newPassword')} confirm={fields.field('confirmPassword')} />
      </AuthForm>
    </section>
  )
}

function SessionList({ initial }: { initial: AccountSession[] }) {
  const form = useSubmit()
  const [sessions, setSessions] = useState(initial)
  const others = sessions.filter((session) => !session.current)
  const describe = (session: AccountSession) =>
    session.current ? copy.sessions.thisDevice : (session.userAgent ?? copy.sessions.unknownBrowser)
  return (
    <section className="account-section" aria-labelledby="account-sessions">
      <h2 id="account-sessions">{copy.sessions.heading}</h2>
      <ul className="account-sessions" data-testid="account-sessions">
        {sessions.map((session) => {
          const when = formatDateTime(session.createdAt)
          return (
            <li key={session.id} className="account-sessions__item">
              <span className="account-sessions__browser">{describe(session)}</span>
              <span className="account-sessions__meta">
                {copy.sessions.signedIn(when)}
                {session.ipAddress ? ` ${copy.sessions.from(session.ipAddress)}` : ''}
              </span>
              {!session.current && (
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`${copy.sessions.signOut}: ${describe(session)}, ${copy.sessions.signedIn(when)}`}
                  disabled={form.busy}
                  onClick={() =>
                    void form.submit(send(session.id), endSession, copy.failures.session, (answer) => {
                      setSessions((list) => list.filter((entry) => entry.id !== session.id))
                      successToast({ title: copy.sessions.signOut, description: answer.message })
                    })
                  }
                >
                  {copy.sessions.signOut}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {others.length === 0 && <p>{copy.sessions.none}</p>}
    </section>
  )
}

/** /account: the signed-in person's own account, for customers and owners alike. */
export default function AccountSettings({
  user: initialUser,
  sessions,
  notificationPreferences,
}: {
  user: AuthUserDetail
  sessions: AccountSession[]
  notificationPreferences: NotificationPreference[]
}) {
  const [user, setUser] = useState(initialUser)
  return (
    <div className="account-settings">
      <DetailsForm user={user} onSaved={setUser} />
      <ProfilePicture user={user} onChanged={setUser} />
      <EmailForm user={user} onChanged={setUser} />
      <PhoneForm user={user} onChanged={setUser} />
      <PasswordForm />
      <section className="account-section" aria-labelledby="account-notifications">
        <h2 id="account-notifications">{NOTIFICATION_PREFERENCE_LABELS.heading}</h2>
        <p>{NOTIFICATION_PREFERENCE_LABELS.intro}</p>
        <NotificationPreferencesForm initial={notificationPreferences} />
      </section>
      <SessionList initial={sessions} />
      <section className="account-section" aria-labelledby="account-data">
        <h2 id="account-data">{copy.data.heading}</h2>
        <p>{copy.data.intro}</p>
        <div className="account-data__links">
          <a className="button button--primary" href="/api/account/export" download>
            {copy.data.download}
          </a>
          <a className="button button--ghost" href="/api/account/export?format=zip" download>
            {copy.data.downloadZip}
          </a>
        </div>
      </section>
      <DeletionForm user={user} />
    </div>
  )
}
