import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Wrong guesses at a one-time code, counted per code and per guessing client
 * (its address), so that guesses from elsewhere never use up the tries of the
 * person who holds the code, and a client's daily allowance of wrong guesses
 * is its own.
 */
export default class extends BaseSchema {
  protected tableName = 'code_guesses'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // verification_codes or password_reset_tokens: the table the guessed code lives in.
      table.string('code_table', 32).notNullable()
      table.integer('code_id').unsigned().notNullable()
      table.string('client', 64).notNullable()
      table.integer('wrong').unsigned().notNullable().defaultTo(0)
      table.dateTime('created_at').notNullable()
      table.unique(['code_table', 'code_id', 'client'])
      table.index(['user_id', 'client', 'created_at'], 'code_guesses_user_client_created_index')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
