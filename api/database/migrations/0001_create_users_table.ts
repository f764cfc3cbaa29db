import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('email', 100).nullable()
      table.string('first_name', 50).nullable()
      table.string('last_name', 50).nullable()
      table.string('profile_image_url', 500).nullable()
      table.string('role', 20).notNullable().defaultTo('customer')
      table.string('phone', 20).nullable().index()
      table.string('city', 100).nullable()
      table.string('contact_method', 10).notNullable().defaultTo('email')
      table.string('password', 255).nullable()
      table.boolean('is_email_verified').notNullable().defaultTo(false)
      table.boolean('is_phone_verified').notNullable().defaultTo(false)
      table.boolean('banned').notNullable().defaultTo(false)
      table.string('stripe_customer_id', 255).nullable()
      table.string('stripe_subscription_id', 255).nullable()
      table.boolean('is_admin').notNullable().defaultTo(false)
      table.integer('failed_login_attempts').notNullable().defaultTo(0)
      table.dateTime('account_locked_until').nullable()
      table.dateTime('last_login_at').nullable()
      table.string('last_login_ip', 45).nullable()
      table.dateTime('password_changed_at').nullable()
      table.string('two_factor_secret', 255).nullable()
      table.boolean('two_factor_enabled').notNullable().defaultTo(false)
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())

      table.unique(['email', 'role'])
      table.index(['role', 'banned'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
