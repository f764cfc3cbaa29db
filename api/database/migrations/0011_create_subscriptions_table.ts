import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'subscriptions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('shop_id').unsigned().nullable().references('id').inTable('shops').onDelete('CASCADE')
      table.string('stripe_subscription_id', 255).nullable()
      // The PaymentIntent behind the yearly card payment; unique so a replayed webhook is a no-op.
      table.string('stripe_payment_intent_id', 255).nullable().unique()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.decimal('amount', 10, 2).nullable()
      // The platform charges in euro only; the old system's NGN default was a defect.
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.dateTime('start_date').nullable()
      table.dateTime('end_date').nullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())

      table.index(['user_id', 'status'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
