import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'payment_plans'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 50).notNullable().unique()
      table.string('display_name', 100).notNullable()
      table.decimal('price', 12, 2).notNullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      // Days the plan runs: 30, 90, 180 or 365.
      table.integer('duration').notNullable()
      table.integer('max_products').notNullable().defaultTo(30)
      table.text('description').nullable()
      // JSON list of feature lines.
      table.text('features').nullable()
      table.string('badge', 50).nullable()
      table.string('note', 255).nullable()
      table.decimal('monthly_equivalent', 12, 2).nullable()
      // Percent saved against monthly billing (15, 25, 30).
      table.integer('savings').nullable()
      table.boolean('is_popular').notNullable().defaultTo(false)
      // JSON {months: total} for the spotlight plan's prepaid totals.
      table.text('multi_month_pricing').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
