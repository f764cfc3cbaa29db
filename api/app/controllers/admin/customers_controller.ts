import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES } from '#messages/index'
import type {
  AdminCustomerBanResponse,
  AdminCustomerDetail,
  AdminCustomersPage,
  CustomerStats,
  MessageResponse,
} from '@shoplocal/shared/types'
import { signedInActorOf } from '#controllers/actor'
import { bannedValidator, customerListValidator } from '#validators/admin'
import {
  customerStats,
  deleteCustomer,
  findCustomer,
  listCustomers,
  setCustomerBanned,
  toAdminCustomer,
} from '#services/admin/customer_admin_service'
import { customerStory } from '#services/admin/customer_story'

/** The Customers tab: stats, the searchable list, a customer's whole story, ban/unban and delete. */
export default class CustomersController {
  async index({ request }: HttpContext): Promise<AdminCustomersPage> {
    return listCustomers(await customerListValidator.validate(request.qs()))
  }

  /** One customer's whole story (404 for anyone who is not a customer). */
  async show({ params }: HttpContext): Promise<AdminCustomerDetail> {
    return customerStory(await findCustomer(params.id))
  }

  async stats(): Promise<CustomerStats> {
    return customerStats()
  }

  async ban(ctx: HttpContext): Promise<AdminCustomerBanResponse> {
    const { banned, ...restriction } = await ctx.request.validateUsing(bannedValidator)
    const customer = await setCustomerBanned(signedInActorOf(ctx), await findCustomer(ctx.params.id), banned, restriction)
    return {
      message: banned ? ADMIN_SERVER_MESSAGES.customerBanned : ADMIN_SERVER_MESSAGES.customerUnbanned,
      customer: toAdminCustomer(customer),
    }
  }

  async destroy(ctx: HttpContext): Promise<MessageResponse> {
    await deleteCustomer(signedInActorOf(ctx), await findCustomer(ctx.params.id))
    return { message: ADMIN_SERVER_MESSAGES.customerDeleted }
  }
}
