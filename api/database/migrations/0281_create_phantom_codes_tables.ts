import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Stand-in codes for addresses that were sent no code (no account, or for verification none waiting for
 * one), keyed by a keyed hash of the contact: guesses at them are counted per client like code_guesses, so
 * an unknown address answers a wrong guess with the same countdown, refusal and expiry as a real code.
 * They hold no code; nothing can redeem them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('phantom_codes', (table) => {
      table.increments('id')
      table.string('contact_hash', 64).notNullable()
      // verification, sign_in or reset: the request that would have sent a code.
      table.string('kind', 16).notNullable()
      table.dateTime('expires_at').notNullable()
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      table.dateTime('created_at').notNullable()
      table.index(['contact_hash', 'kind', 'created_at'])
    })
    this.schema.createTable('phantom_code_guesses', (table) => {
      table.increments('id')
      table.integer('phantom_code_id').unsigned().notNullable().references('id').inTable('phantom_codes').onDelete('CASCADE')
      table.string('contact_hash', 64).notNullable()
      table.string('client', 64).notNullable()
      table.integer('wrong').unsigned().notNullable().defaultTo(0)
      table.dateTime('created_at').notNullable()
      table.unique(['phantom_code_id', 'client'])
      table.index(['contact_hash', 'client', 'created_at'], 'phantom_code_guesses_contact_client_created_index')
    })
  }

  async down() {
    this.schema.dropTable('phantom_code_guesses')
    this.schema.dropTable('phantom_codes')
  }
}
