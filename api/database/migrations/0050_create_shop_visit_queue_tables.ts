import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Shop page views waiting to be counted. A page view costs one insert into shop_visit_queue; a background
 * job applies the once-an-hour rule, moves counted views into shop_visits and adds them to
 * shops.view_count. Rows are durable, so views queued before a crash or restart are counted when the API
 * comes back. shop_visit_counting has one row: the job locks it so one API process counts at a time, and
 * it says when counting last ran.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('shop_visit_queue', (table) => {
      table.bigIncrements('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('guest_session_id').unsigned().nullable().references('id').inTable('guest_sessions').onDelete('CASCADE')
      table.string('ip_address', 45).nullable()
      table.text('user_agent').nullable()
      table.string('referrer', 500).nullable()
      table.dateTime('visited_at').notNullable()
    })
    this.schema.createTable('shop_visit_counting', (table) => {
      table.integer('id').unsigned().primary()
      table.dateTime('last_run_at').nullable()
    })
    this.defer(async (db) => {
      await db.table('shop_visit_counting').insert({ id: 1, last_run_at: null })
    })
  }

  async down() {
    this.schema.dropTable('shop_visit_counting')
    this.schema.dropTable('shop_visit_queue')
  }
}
