import type { SessionState } from '../../lib/session/session-state.ts'

/**
 * What the website's admin pages show: a visitor who is not
 * signed in is sent to sign in again (toast, then /api/login after 500 ms),
 * a signed-in account without admin rights sees Access Denied, and an admin
 * is pointed to the desktop console, where the admin panels live.
 */
export type AdminView = 'signed-out' | 'denied' | 'console'

export function adminView(session: SessionState): AdminView {
  if (session.state === 'guest' || !session.user) return 'signed-out'
  return session.isAdmin ? 'console' : 'denied'
}
