import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A crowd of new reviewers cannot wreck a rating: a review written by a newcomer (no account, or an account
 * younger than REVIEW_ESTABLISHED_ACCOUNT_DAYS) is marked `newcomer`, and once a shop receives more than
 * REVIEW_BURST_NEWCOMERS such reviews within REVIEW_BURST_WINDOW_MINUTES they are held (`held_at`) for an
 * admin: uncounted and unlisted until approved. A guest session keeps the name it confirmed (`name`), shown
 * on its reviews whatever a later form types.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('reviews', (table) => {
      table.boolean('newcomer').notNullable().defaultTo(false)
      table.dateTime('held_at').nullable()
      table.index(['shop_id', 'newcomer', 'created_at'], 'reviews_shop_newcomer_created_index')
      table.index(['held_at'], 'reviews_held_at_index')
    })
    this.schema.alterTable('guest_sessions', (table) => {
      table.string('name', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable('guest_sessions', (table) => {
      table.dropColumn('name')
    })
    this.schema.alterTable('reviews', (table) => {
      table.dropIndex(['held_at'], 'reviews_held_at_index')
      table.dropIndex(['shop_id', 'newcomer', 'created_at'], 'reviews_shop_newcomer_created_index')
      table.dropColumn('held_at')
      table.dropColumn('newcomer')
    })
  }
}
