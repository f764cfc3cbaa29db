import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'shops'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('owner_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('name', 200).notNullable()
      table.text('description').nullable()
      table.string('location', 200).notNullable()
      table.string('address', 500).nullable()
      table.string('phone', 20).nullable()
      table.string('email', 100).nullable()
      table.string('website', 200).nullable()
      table.integer('category_id').unsigned().nullable().references('id').inTable('categories').onDelete('SET NULL')
      table.string('status', 20).notNullable().defaultTo('pending')
      table.boolean('is_approved').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('view_count').notNullable().defaultTo(0)
      table.decimal('rating', 3, 2).notNullable().defaultTo(0)
      table.integer('review_count').notNullable().defaultTo(0)
      table.string('profile_image_url', 500).nullable()
      // Shown on the spotlight page; a JSON list of {day, opens, closes} rows.
      table.text('opening_hours').nullable()
      table.text('rejection_reason').nullable()
      table.string('payment_status', 20).notNullable().defaultTo('pending')
      table.string('current_plan', 50).notNullable().defaultTo('free_trial')
      table.dateTime('plan_start_date').nullable()
      table.dateTime('plan_end_date').nullable()
      table.dateTime('last_payment_date').nullable()
      table.dateTime('next_payment_due').nullable()
      table.boolean('registration_fee_paid').notNullable().defaultTo(false)
      table.dateTime('free_trial_start_date').nullable()
      table.dateTime('free_trial_end_date').nullable()
      table.integer('max_products').notNullable().defaultTo(30)
      table.dateTime('grace_period_until').nullable()
      table.dateTime('grace_period_started').nullable()
      table.boolean('reactivation_fee_required').notNullable().defaultTo(false)
      table.integer('credits_lost').notNullable().defaultTo(0)
      table.string('payment_proof_url', 500).nullable()
      table.string('payment_reference', 100).nullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())

      // The public list filters on status + is_active, then category and town.
      table.index(['status', 'is_active', 'category_id'])
      table.index(['status', 'is_active', 'location'])
      table.index(['owner_id'])
      table.index(['created_at'])
      table.index(['payment_status', 'next_payment_due'])
    })

    if (this.db.dialect.name === 'mysql') {
      this.schema.raw('ALTER TABLE `shops` ADD FULLTEXT INDEX `shops_search_fulltext` (`name`, `description`)')
    }
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
