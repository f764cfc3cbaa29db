import { AUTH_FAILURES, AUTH_LABELS } from '@shoplocal/shared/messages'
import { CONSOLE_LABELS } from '../messages/index'
import { serverMessage } from '@shoplocal/shared/rules'
import { CODE_LENGTH } from '@shoplocal/shared/constants'
import { useId, useState } from 'react'
import { useBridge } from '../bridge/context'

const SIGN_IN_CODE_PATH = '/api/auth/sign-in-code'

interface CodeSignInFieldsProps {
  email: string
  busy: boolean
  code: string
  onCodeChange: (code: string) => void
  /** A code could not be asked for: shown like a failed sign-in. */
  onFailed: (message: string) => void
}

/**
 * The code half of the sign-in form: "Send code" mails a sign-in code to the address (the API answers the same
 * whether or not it has an account), and the code is then typed where the password would be.
 */
export function CodeSignInFields({ email, busy, code, onCodeChange, onFailed }: CodeSignInFieldsProps) {
  const bridge = useBridge()
  const codeId = useId()
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)

  const sendCode = async () => {
    setSending(true)
    try {
      const response = await bridge.api.request({ method: 'POST', path: SIGN_IN_CODE_PATH, body: { email: email.trim() } })
      if (response.type === 'network-error') onFailed(response.message)
      else if (response.status === 200) setSent(serverMessage(response.body))
      else onFailed(serverMessage(response.body) ?? AUTH_FAILURES.request.fallback)
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-secondary button-wide"
        disabled={sending || busy || email.trim() === ''}
        onClick={() => void sendCode()}
      >
        {sending ? CONSOLE_LABELS.sendingCode : CONSOLE_LABELS.sendCode}
      </button>
      {sent ? (
        <p className="muted" role="status">
          {sent}
        </p>
      ) : null}
      <label className="field" htmlFor={codeId}>
        <span>{CONSOLE_LABELS.code}</span>
        <input
          id={codeId}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          placeholder={AUTH_LABELS.codePlaceholder}
          required
          value={code}
          onChange={(event) => onCodeChange(event.target.value.trim())}
        />
      </label>
    </>
  )
}
