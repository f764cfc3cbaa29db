import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Reserve and collect. A product may count its stock (`stock`, null: the owner only says in stock or not);
 * `held_stock` is what open reservations hold, so the available stock is stock − held_stock and `in_stock`
 * follows it whenever stock is counted. A hold is taken by one conditional UPDATE (available ≥ quantity),
 * so simultaneous reservations can never hold more than there is.
 * Shops gain closures (date ranges with a note) and a "temporarily closed" switch; reservations cannot fall
 * on a closed day. A guest session may confirm its e-mail or phone with a code before reserving.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('products', (table) => {
      table.integer('stock').nullable()
      table.integer('held_stock').notNullable().defaultTo(0)
    })
    this.schema.alterTable('shops', (table) => {
      table.boolean('temporarily_closed').notNullable().defaultTo(false)
    })
    this.schema.alterTable('guest_sessions', (table) => {
      table.dateTime('confirmed_at').nullable()
      table.string('confirmation_code', 12).nullable()
      table.dateTime('confirmation_expires_at').nullable()
      table.integer('confirmation_attempts').notNullable().defaultTo(0)
    })
    this.schema.createTable('shop_closures', (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      // Calendar days in Europe/Dublin, 'YYYY-MM-DD', both included.
      table.string('starts_on', 10).notNullable()
      table.string('ends_on', 10).notNullable()
      table.string('note', 200).nullable()
      table.dateTime('created_at').notNullable()
      table.index(['shop_id', 'ends_on'])
    })
    this.schema.createTable('reservations', (table) => {
      table.increments('id')
      table.string('reference', 12).notNullable().unique()
      table.integer('product_id').unsigned().notNullable().references('id').inTable('products').onDelete('CASCADE')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      // Exactly one of the two: a customer account or a confirmed guest session.
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.integer('guest_session_id').unsigned().nullable().references('id').inTable('guest_sessions').onDelete('SET NULL')
      // The guest's confirmed contact, kept with the reservation (the session may be purged).
      table.string('contact_email', 255).nullable()
      table.string('contact_phone', 32).nullable()
      table.integer('quantity').unsigned().notNullable()
      // Calendar day in Europe/Dublin, 'YYYY-MM-DD'.
      table.string('pickup_date', 10).notNullable()
      table.text('note').nullable()
      // requested → confirmed → ready → collected; or declined, cancelled, expired (no answer), uncollected.
      table.string('status', 16).notNullable()
      // 'HH:MM' on the pickup day, inside the shop's opening hours.
      table.string('ready_by', 5).nullable()
      table.string('decline_reason', 500).nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.dateTime('closed_at').nullable()
      table.index(['shop_id', 'status', 'created_at'])
      table.index(['user_id', 'status'])
      table.index(['guest_session_id', 'status'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('reservations')
    this.schema.dropTable('shop_closures')
    this.schema.alterTable('guest_sessions', (table) => {
      table.dropColumn('confirmed_at')
      table.dropColumn('confirmation_code')
      table.dropColumn('confirmation_expires_at')
      table.dropColumn('confirmation_attempts')
    })
    this.schema.alterTable('shops', (table) => {
      table.dropColumn('temporarily_closed')
    })
    this.schema.alterTable('products', (table) => {
      table.dropColumn('stock')
      table.dropColumn('held_stock')
    })
  }
}
