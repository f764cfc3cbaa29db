import { SESSION_COPY } from '../copy'

export interface SignInNoticeFlags {
  /** The token held until now was refused by the API (expired, revoked, suspended). */
  ended: boolean
  /** The token kept on disk could not be decrypted and was dropped. */
  unreadable: boolean
  /** The token can only be kept in memory on this computer. */
  noKeychain: boolean
}

/** Why the admin is asked to sign in, said above the form rather than showing it as if nothing happened. */
export function SignInNotices({ ended, unreadable, noKeychain }: SignInNoticeFlags) {
  return (
    <>
      {ended ? (
        <div className="alert alert-info" role="status">
          <strong>{SESSION_COPY.endedTitle}</strong>
          <p>{SESSION_COPY.ended}</p>
        </div>
      ) : null}
      {unreadable ? (
        <div className="alert alert-info" role="status">
          <strong>{SESSION_COPY.unreadableTitle}</strong>
          <p>{SESSION_COPY.unreadable}</p>
        </div>
      ) : null}
      {noKeychain ? <p className="muted sign-in-keychain">{SESSION_COPY.noKeychain}</p> : null}
    </>
  )
}
