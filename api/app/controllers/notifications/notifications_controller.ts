import type { HttpContext } from '@adonisjs/core/http'
import type { NotificationItem, NotificationPreference, NotificationUnreadCount } from '@shoplocal/shared/types'
import type User from '#models/user'
import { escapeHtml } from '#mails/escape_html'
import { sendPage } from '#controllers/catalogue/send_page'
import { catalogueQuery } from '#validators/catalogue'
import { notificationListValidator, preferencesValidator, unsubscribeValidator } from '#validators/notifications'
import { signedInActorOf } from '#controllers/actor'
import { listNotifications, markAllRead, markRead, unreadCount } from '#services/notifications/notifications'
import { preferencesOf, savePreferences } from '#services/notifications/preferences'
import { unsubscribe } from '#services/notifications/unsubscribe'

/**
 * The recipient: the route's middleware accepted the website session or the console's Bearer token; a banned
 * account is told nothing.
 */
const recipientOf = (ctx: HttpContext): User => signedInActorOf(ctx).user

/** The bell (list, unread count, mark read), the account page's mail preferences and the mails' unsubscribe link. */
export default class NotificationsController {
  async index(ctx: HttpContext) {
    const input = await notificationListValidator.validate(catalogueQuery(ctx.request.url(true)))
    return sendPage(ctx.response, await listNotifications(recipientOf(ctx).id, input))
  }

  async unreadCount(ctx: HttpContext): Promise<NotificationUnreadCount> {
    return { count: await unreadCount(recipientOf(ctx).id) }
  }

  async read(ctx: HttpContext): Promise<NotificationItem> {
    return markRead(recipientOf(ctx).id, ctx.params.id)
  }

  async readAll(ctx: HttpContext): Promise<NotificationUnreadCount> {
    return { count: await markAllRead(recipientOf(ctx).id) }
  }

  async preferences(ctx: HttpContext): Promise<NotificationPreference[]> {
    return preferencesOf(recipientOf(ctx))
  }

  async savePreferences(ctx: HttpContext): Promise<NotificationPreference[]> {
    const user = recipientOf(ctx)
    return savePreferences(user, await ctx.request.validateUsing(preferencesValidator))
  }

  /** The mail's link (GET, a small page) and the mail client's one-click unsubscribe (POST, RFC 8058). */
  async unsubscribe(ctx: HttpContext) {
    const { token } = await unsubscribeValidator.validate(catalogueQuery(ctx.request.url(true)))
    const message = await unsubscribe(token)
    // Every request here is told JSON (the kernel's ForceJsonResponse), so the method decides: a person's click is a GET.
    if (ctx.request.method() === 'GET') {
      ctx.response.header('Content-Type', 'text/html; charset=utf-8')
      return ctx.response.send(confirmationPage(message))
    }
    return { message }
  }
}

function confirmationPage(message: string): string {
  const text = escapeHtml(message)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribed · ShopLocal Ireland</title></head><body><main><h1>Unsubscribed</h1><p>${text}</p></main></body></html>`
}
