import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Which kinds a person does not want by mail (or SMS). A kind without a row is sent; essential kinds are
 * sent whatever a row says (the API never stores them switched off).
 */
export default class extends BaseSchema {
  protected tableName = 'notification_preferences'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 40).notNullable()
      table.boolean('mail').notNullable()
      table.dateTime('updated_at').notNullable()
      table.unique(['user_id', 'kind'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
