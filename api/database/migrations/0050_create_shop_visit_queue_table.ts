import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Shop page views waiting to be counted. A page view costs one insert here; a background job applies the
 * once-an-hour rule, moves counted views into shop_visits and adds them to shops.view_count. Rows are
 * durable, so views queued before a crash or restart are counted when the API comes back.
 */
export default class extends BaseSchema {
  protected tableName = 'shop_visit_queue'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('guest_session_id').unsigned().nullable().references('id').inTable('guest_sessions').onDelete('CASCADE')
      table.string('ip_address', 45).nullable()
      table.text('user_agent').nullable()
      table.string('referrer', 500).nullable()
      table.dateTime('visited_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
