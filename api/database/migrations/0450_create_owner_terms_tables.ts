import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The terms shop owners accept, as versions: each published with the day it takes effect (at least 15 days
 * ahead, so owners are told before it applies), and which owner accepted which version when. Version 1.0 is the
 * one the website has shown since 28 November 2026.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('owner_terms_versions', (table) => {
      table.increments('id')
      table.string('version', 20).notNullable().unique()
      table.text('changes').notNullable()
      table.dateTime('effective_at').notNullable().index()
      table.dateTime('published_at').notNullable()
      table.integer('published_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
    })
    this.schema.createTable('owner_terms_acceptances', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('terms_version_id').unsigned().notNullable().references('id').inTable('owner_terms_versions').onDelete('CASCADE')
      table.dateTime('accepted_at').notNullable()
      table.unique(['user_id', 'terms_version_id'])
    })
    this.defer(async (db) => {
      await db.table('owner_terms_versions').insert({
        version: '1.0',
        changes: 'The first version of our terms.',
        effective_at: '2026-11-28 00:00:00',
        published_at: '2026-11-28 00:00:00',
        published_by: null,
      })
    })
  }

  async down() {
    this.schema.dropTable('owner_terms_acceptances')
    this.schema.dropTable('owner_terms_versions')
  }
}
