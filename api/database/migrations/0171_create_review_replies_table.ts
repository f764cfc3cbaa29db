import { BaseSchema } from '@adonisjs/lucid/schema'

/* The shop owner's one public answer under a review of their shop or its products. */
export default class extends BaseSchema {
  protected tableName = 'review_replies'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('review_id').unsigned().notNullable().unique().references('id').inTable('reviews').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('body').notNullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
