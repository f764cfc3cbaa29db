import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Page views are now kept in memory and counted in batches, so the queue table has no writer. Views a crashed
 * process left in it are counted here, once an hour per visitor like any other, before it goes.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const { countVisits } = await import('#services/catalogue/shop_visits')
      const { fromSqlDateTime } = await import('#helpers/sql_values')
      const rows = await db.from('shop_visit_queue').orderBy('id', 'asc')
      await countVisits(
        rows.map((row) => ({
          shopId: Number(row.shop_id),
          visitor: {
            userId: row.user_id === null ? null : Number(row.user_id),
            guestSessionId: row.guest_session_id === null ? null : Number(row.guest_session_id),
            ipAddress: row.ip_address,
            // Queued views kept only the truncated address: no hash of the full one can be made for them.
            visitorHash: null,
            userAgent: row.user_agent,
            referrer: row.referrer,
          },
          visitedAt: fromSqlDateTime(row.visited_at),
        })),
        db,
      )
    })
    this.schema.dropTable('shop_visit_queue')
  }

  async down() {
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
  }
}
