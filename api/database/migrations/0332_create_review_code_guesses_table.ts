import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Wrong guesses at a pending review's code, per guessing client: a stranger who guesses wrong uses up their
 * own tries at it, never the review's, so nobody can void someone else's pending review by guessing.
 */
export default class extends BaseSchema {
  protected tableName = 'review_code_guesses'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('review_id').unsigned().notNullable().references('id').inTable('reviews').onDelete('CASCADE')
      table.string('client', 64).notNullable()
      table.integer('wrong').unsigned().notNullable().defaultTo(0)
      table.dateTime('created_at').notNullable()
      table.unique(['review_id', 'client'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
