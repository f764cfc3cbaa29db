import type { ConsoleLink } from '@shoplocal/shared/rules'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useBridge } from '../bridge/context'
import { OPEN_CASE_PARAM } from '../lib/use-linked-case'

/**
 * Where each kind of case opens: a payment, a shop or a spotlight request is an item of the Moderation Queue (keyed
 * as the queue keys its items); a report and an appeal open in their own tabs, by id.
 */
export function consoleLinkPath(link: ConsoleLink): string {
  if (link.kind === 'report') return `/reports?${OPEN_CASE_PARAM}=${link.id}`
  if (link.kind === 'appeal') return `/appeals?${OPEN_CASE_PARAM}=${link.id}`
  return `/queue?${OPEN_CASE_PARAM}=${link.kind}:${link.id}`
}

interface PendingLink {
  link: ConsoleLink | null
  done(): void
}

const PendingLinkContext = createContext<PendingLink>({ link: null, done: () => undefined })

/**
 * Listens for `shoplocal-admin://` links from the start, sign-in screen included, and keeps the latest until the
 * signed-in console opens it: a link clicked while signed out opens its case right after the sign-in.
 */
export function DeepLinkProvider({ children }: { children: ReactNode }) {
  const bridge = useBridge()
  const [link, setLink] = useState<ConsoleLink | null>(null)
  useEffect(() => bridge.links.subscribe(setLink), [bridge])
  const done = useCallback(() => setLink(null), [])
  const pending = useMemo(() => ({ link, done }), [link, done])
  return <PendingLinkContext.Provider value={pending}>{children}</PendingLinkContext.Provider>
}

/** Inside the signed-in console: goes to the case a link named, once. */
export function useOpenLinkedCase(): void {
  const { link, done } = useContext(PendingLinkContext)
  const navigate = useNavigate()
  useEffect(() => {
    if (!link) return
    done()
    void navigate(consoleLinkPath(link))
  }, [link, done, navigate])
}
