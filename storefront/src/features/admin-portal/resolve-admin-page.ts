import { fullName } from '@shoplocal/shared/rules'
import { getSessionState, type SessionSource } from '../../lib/session/get-session-state.ts'
import { adminView, type AdminView } from './admin-view.ts'

export interface AdminPage {
  view: AdminView
  /** The signed-in admin's name for the page, empty otherwise. */
  name: string
  status: 200 | 401 | 403
}

const STATUS: Record<AdminView, AdminPage['status']> = { console: 200, 'signed-out': 401, denied: 403 }

/**
 * Reads the session for an admin page. Called from the page's own frontmatter:
 * Astro starts streaming once the page's frontmatter has run, so a status set
 * later, inside a component that awaits, would not reach the response.
 */
export async function resolveAdminPage(source: SessionSource): Promise<AdminPage> {
  const session = await getSessionState(source)
  const view = adminView(session)
  const user = session.user
  const name = user ? fullName(user.firstName, user.lastName) || user.email || '' : ''
  return { view, name, status: STATUS[view] }
}
