import type { HttpContext } from '@adonisjs/core/http'
import transmit from '@adonisjs/transmit/services/main'
import { currentUser } from '#controllers/web_session'

/*
 * A person's notification channel (server-sent events) is for that person only, as the bell's reads are.
 * Asked on every subscription, with the subscriber's website session.
 */
export function authorizeNotificationChannels(): void {
  transmit.authorize<{ id: string }>(
    'notifications/users/:id',
    async (ctx: HttpContext, { id }) => (await currentUser(ctx))?.id === Number(id),
  )
}
