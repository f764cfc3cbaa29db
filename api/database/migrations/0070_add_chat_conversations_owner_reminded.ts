import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The customer message an owner was last mailed about (unanswered for an hour), so each unanswered
 * stretch of a conversation brings one mail, however often the reminder job runs.
 */
export default class extends BaseSchema {
  protected tableName = 'chat_conversations'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('owner_reminded_message_id').unsigned().nullable()
      table.index(['updated_at'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['updated_at'])
      table.dropColumn('owner_reminded_message_id')
    })
  }
}
