import { useId } from 'react'
import { IMAGE_UPLOAD_FIELD } from '@shoplocal/shared/constants'
import type { AuthUserDetail } from '@shoplocal/shared/types'
import { FormAlert } from '../../components/ui/fields.tsx'
import { accept, successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { IMAGE_ACCEPT, imageFileProblem } from '../owner-dashboard/index.ts'
import { removePicture, uploadPicture, type UserAnswer } from './account-api.ts'
import { ACCOUNT_COPY as copy } from './copy.ts'

/**
 * The profile picture: chosen, it is sent at once through the API's image pipeline (which stores it in
 * the person's own uploads); removing it leaves the initial in its place.
 */
export default function ProfilePicture({ user, onChanged }: { user: AuthUserDetail; onChanged(user: AuthUserDetail): void }) {
  const form = useSubmit()
  const inputId = useId()
  const initial = (user.firstName ?? user.email ?? '?').charAt(0).toUpperCase()
  const done = (answer: UserAnswer) => {
    onChanged(answer.user)
    successToast({ title: copy.picture.heading, description: answer.message })
  }
  return (
    <section className="account-section" aria-labelledby="account-picture">
      <h2 id="account-picture">{copy.picture.heading}</h2>
      <div className="account-picture">
        {user.profileImageUrl ? (
          <img className="account-picture__image" src={user.profileImageUrl} alt={copy.picture.alt} width="96" height="96" />
        ) : (
          <span className="account-picture__image account-picture__initial" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="account-picture__controls">
          <label className="button button--primary account-picture__choose" htmlFor={inputId} aria-disabled={form.busy}>
            {user.profileImageUrl ? copy.picture.change : copy.picture.choose}
          </label>
          <input
            id={inputId}
            className="account-picture__input"
            type="file"
            name={IMAGE_UPLOAD_FIELD}
            accept={IMAGE_ACCEPT}
            disabled={form.busy}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              event.target.value = ''
              if (!chosen) return
              const problem = imageFileProblem(chosen)
              void form.submit(
                problem ? { ok: false, message: problem } : { ok: true, payload: chosen },
                uploadPicture,
                copy.failures.picture,
                done,
              )
            }}
          />
          {user.profileImageUrl && (
            <button
              type="button"
              className="button button--ghost"
              disabled={form.busy}
              onClick={() => void form.submit(accept(null), removePicture, copy.failures.picture, done)}
            >
              {copy.picture.remove}
            </button>
          )}
          <p className="account-picture__hint">{copy.picture.hint}</p>
        </div>
      </div>
      <FormAlert message={form.formError} />
    </section>
  )
}
