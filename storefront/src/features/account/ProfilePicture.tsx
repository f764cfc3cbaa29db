import { useId } from 'react'
import { IMAGE_UPLOAD_FIELD } from '@shoplocal/shared/constants'
import type { AuthUserDetail } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'
import { unwrap } from '../../lib/api/result.ts'
import { uploadFile } from '../../lib/api/upload.ts'
import { FormAlert } from '../../components/ui/fields.tsx'
import { successToast, useSubmit } from '../auth/index.ts'
import { IMAGE_ACCEPT, imageFileProblem } from '../owner-dashboard/image-file.ts'
import { ACCOUNT_COPY as copy } from './copy.ts'

interface UserAnswer {
  message: string
  user: AuthUserDetail
}

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
                (file) => uploadFile<UserAnswer>('POST', '/api/account/picture', IMAGE_UPLOAD_FIELD, file, () => undefined),
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
              onClick={() =>
                void form.submit(
                  { ok: true, payload: null },
                  async () => unwrap(await browserApi.send<UserAnswer>('DELETE', '/api/account/picture')).body,
                  copy.failures.picture,
                  done,
                )
              }
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
