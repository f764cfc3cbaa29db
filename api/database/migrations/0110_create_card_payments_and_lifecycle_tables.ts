import { BaseSchema } from '@adonisjs/lucid/schema'
import { DEFAULT_MAX_PRODUCTS, LISTING_PLAN_NAME, PLAN_DURATIONS, YEARLY_LISTING_FEE } from '@shoplocal/shared/constants'

/**
 * Card payments and the plan lifecycle: the Stripe events already processed (a redelivered event is
 * recognised by its id), the Stripe invoice a card payment came from (one payment per invoice however
 * many events name it), the newest event applied to a subscription (older ones arriving late change
 * nothing), the renewal reminders already mailed, the lease that lets one API process at a time run
 * the scheduled lifecycle, and the yearly listing plan the card subscription pays for (inactive: it is
 * not one of the plans offered for bank transfer).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('stripe_events', (table) => {
      table.increments('id')
      table.string('event_id', 255).notNullable().unique()
      table.string('type', 100).notNullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())
    })
    this.schema.alterTable('payment_transactions', (table) => {
      table.string('stripe_invoice_id', 255).nullable().unique()
    })
    this.schema.alterTable('subscriptions', (table) => {
      // Unix seconds of the newest Stripe event applied to this subscription.
      table.bigInteger('last_event_at').nullable()
      table.unique(['stripe_subscription_id'])
    })
    this.schema.createTable('renewal_reminders', (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      // The due date the reminder was about: a new period brings new reminders.
      table.dateTime('due_date').notNullable()
      table.integer('days_before').notNullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.unique(['shop_id', 'due_date', 'days_before'])
    })
    this.schema.createTable('scheduled_job_leases', (table) => {
      table.string('name', 50).primary()
      table.dateTime('locked_until').nullable()
    })
    this.defer(async (db) => {
      const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
      await db.table('scheduled_job_leases').insert({ name: 'billing_lifecycle', locked_until: null })
      await db.table('payment_plans').insert({
        name: LISTING_PLAN_NAME,
        display_name: 'Yearly Listing',
        price: YEARLY_LISTING_FEE,
        currency: 'EUR',
        duration: PLAN_DURATIONS.year,
        max_products: DEFAULT_MAX_PRODUCTS,
        description: 'The yearly listing subscription paid by card: every shop of the owner is listed for a year.',
        is_popular: false,
        is_active: false,
        created_at: now,
        updated_at: now,
      })
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.from('payment_plans').where('name', LISTING_PLAN_NAME).delete()
    })
    this.schema.dropTable('scheduled_job_leases')
    this.schema.dropTable('renewal_reminders')
    this.schema.alterTable('subscriptions', (table) => {
      table.dropUnique(['stripe_subscription_id'])
      table.dropColumn('last_event_at')
    })
    this.schema.alterTable('payment_transactions', (table) => {
      table.dropUnique(['stripe_invoice_id'])
      table.dropColumn('stripe_invoice_id')
    })
    this.schema.dropTable('stripe_events')
  }
}
