import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'spotlight_requests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('product_id').unsigned().notNullable().references('id').inTable('products').onDelete('CASCADE')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.integer('shop_owner_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('duration_months').notNullable()
      table.decimal('monthly_fee', 12, 2).notNullable().defaultTo(149)
      table.decimal('total_amount', 12, 2).notNullable()
      // JSON list of image URLs (1 to 8).
      table.text('images').notNullable()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.integer('priority').notNullable().defaultTo(0)
      table.integer('approved_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.dateTime('approved_at').nullable()
      table.integer('rejected_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.dateTime('rejected_at').nullable()
      table.text('rejection_reason').nullable()
      table.dateTime('start_date').nullable()
      table.dateTime('end_date').nullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())

      // The active list (approved, not ended, by priority) and "is this product spotlighted".
      table.index(['status', 'end_date', 'priority'])
      table.index(['product_id', 'status'])
      table.index(['shop_owner_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
