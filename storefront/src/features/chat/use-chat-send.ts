import type { SentChatMessage } from '@shoplocal/shared/types'
import { useEffect, useRef, useState } from 'react'
import { accept, useSubmit, type Failure } from '../../components/ui/use-submit.ts'
import { NEW_CONVERSATION_ID } from './chat-logic.ts'
import { sendChatMessage } from './chat-api.ts'
import { pendingSend, type PendingSend } from './client-key.ts'
import { CHAT_COPY } from './copy.ts'
import type { Active } from './use-chat-threads.ts'

/** The one failure words, whatever the server said (the text stays in the composer to send again). */
const SEND_FAILED: Failure = { title: CHAT_COPY.sendFailed.title, fallback: () => CHAT_COPY.sendFailed.description }

interface Options {
  active: Active | null
  signedIn: boolean
  onSent(sent: SentChatMessage): void
}

/**
 * The composer's message and its send, through the one submit hook. A signed-out visitor may type, and is asked
 * to sign in when they send: the typed message goes as soon as they are signed in. A failed send keeps the text.
 */
export function useChatSend({ active, signedIn, onSent }: Options) {
  const form = useSubmit()
  const [draft, setDraft] = useState('')
  const [gateOpen, setGateOpen] = useState(false)
  const [sendAfterSignIn, setSendAfterSignIn] = useState(false)
  // The message being sent and its client key, kept until a send of it succeeds.
  const pending = useRef<PendingSend | null>(null)

  useEffect(() => {
    if (!signedIn || !sendAfterSignIn) return
    setSendAfterSignIn(false)
    void send()
    // Runs once when signing in completes; send reads the current draft and conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, sendAfterSignIn])

  async function send() {
    const message = draft.trim()
    if (!message || !active || form.busy) return
    if (!signedIn) {
      setSendAfterSignIn(true)
      setGateOpen(true)
      return
    }
    const attempt = (pending.current = pendingSend(pending.current, message))
    const target = active.id === NEW_CONVERSATION_ID ? { shopId: active.shopId } : { conversationId: active.id }
    await form.submit(accept({ ...target, message, clientKey: attempt.key }), sendChatMessage, SEND_FAILED, (sent) => {
      pending.current = null
      setDraft('')
      onSent(sent)
    })
  }

  return { draft, setDraft, sending: form.busy, send, gateOpen, closeGate: () => setGateOpen(false) }
}
