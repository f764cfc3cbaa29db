import { AUTH_FAILURES } from '@shoplocal/shared/messages'
import { CONSOLE_LABELS } from '../messages/index'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { detailedStatsQuery } from '../api/admin'
import { useBridge } from '../bridge/context'
import { AccessDeniedCard } from './AccessDeniedCard'
import { CodeSignInFields } from './CodeSignInFields'
import { SignInNotices, type SignInNoticeFlags } from './SignInNotices'
import { useSetAuthStatus } from './session'

type Outcome = { type: 'idle' } | { type: 'busy' } | { type: 'failed'; message: string } | { type: 'denied'; message: string }

interface SignInScreenProps {
  apiBaseUrl: string
  onChangeApi?: () => void
  /** Starts loading the first tab's code while the admin is still typing the password. */
  preload?: () => void
  /** Why the admin is asked to sign in, when it is not simply the first time. */
  notices: SignInNoticeFlags
}

export function SignInScreen({ apiBaseUrl, onChangeApi, preload, notices }: SignInScreenProps) {
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const setStatus = useSetAuthStatus()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [byCode, setByCode] = useState(false)
  const [code, setCode] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ type: 'idle' })
  const emailId = useId()
  const passwordId = useId()
  useEffect(() => preload?.(), [preload])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setOutcome({ type: 'busy' })
    try {
      const result = byCode ? await bridge.auth.signInWithCode(email.trim(), code) : await bridge.auth.signIn(email.trim(), password)
      if (result.type === 'signed-in') {
        // The first screen's figures are asked for while its frame renders; the mark is for profiling.
        performance.mark('shoplocal:signed-in')
        void queryClient.prefetchQuery(detailedStatsQuery(bridge))
        setStatus(result)
      } else if (result.type === 'access-denied') setOutcome({ type: 'denied', message: result.message })
      else setOutcome({ type: 'failed', message: result.message })
    } catch (error) {
      setOutcome({ type: 'failed', message: error instanceof Error ? error.message : AUTH_FAILURES.signIn.fallback })
    }
  }

  if (outcome.type === 'denied') {
    return (
      <main className="auth-page">
        <AccessDeniedCard
          message={outcome.message}
          onUseAnotherAccount={() => {
            setPassword('')
            setOutcome({ type: 'idle' })
          }}
        />
      </main>
    )
  }

  const busy = outcome.type === 'busy'
  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(event) => void submit(event)} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{CONSOLE_LABELS.signInHeading}</h1>
        <p className="muted">{CONSOLE_LABELS.signInNote}</p>
        {outcome.type === 'idle' ? <SignInNotices {...notices} /> : null}
        {outcome.type === 'failed' ? (
          <div className="alert alert-error" role="alert">
            <strong>{AUTH_FAILURES.signIn.title}</strong>
            <p>{outcome.message}</p>
          </div>
        ) : null}
        <label className="field" htmlFor={emailId}>
          <span>{CONSOLE_LABELS.email}</span>
          <input
            id={emailId}
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        {byCode ? (
          <CodeSignInFields
            email={email}
            busy={busy}
            code={code}
            onCodeChange={setCode}
            onFailed={(message) => setOutcome({ type: 'failed', message })}
          />
        ) : (
          <label className="field" htmlFor={passwordId}>
            <span>{CONSOLE_LABELS.password}</span>
            <input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
        )}
        <button type="submit" className="button button-wide" disabled={busy}>
          {busy ? CONSOLE_LABELS.signingIn : CONSOLE_LABELS.signIn}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setByCode(!byCode)
            setOutcome({ type: 'idle' })
          }}
        >
          {byCode ? CONSOLE_LABELS.signInWithPassword : CONSOLE_LABELS.signInWithCode}
        </button>
        <p className="auth-api muted">
          {CONSOLE_LABELS.apiAddress}: <span className="mono">{apiBaseUrl}</span>
          {onChangeApi ? (
            <button type="button" className="link-button" onClick={onChangeApi}>
              {CONSOLE_LABELS.changeApi}
            </button>
          ) : null}
        </p>
      </form>
    </main>
  )
}
