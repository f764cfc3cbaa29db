import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'products'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.string('name', 200).notNullable()
      table.text('description').nullable()
      table.decimal('price', 12, 2).notNullable()
      // Shown struck through on the spotlight page when the product is discounted.
      table.decimal('original_price', 12, 2).nullable()
      // Text, not a short string: a failed upload keeps the image as an inline data URL.
      table.text('image_url').nullable()
      table.decimal('rating', 3, 2).notNullable().defaultTo(0)
      table.integer('review_count').notNullable().defaultTo(0)
      table.boolean('is_active').notNullable().defaultTo(true)
      // The In Stock / Out of Stock badge of the shop and favourites pages.
      table.boolean('in_stock').notNullable().defaultTo(true)
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())

      table.index(['shop_id', 'is_active'])
      table.index(['created_at'])
    })

    if (this.db.dialect.name === 'mysql') {
      this.schema.raw('ALTER TABLE `products` ADD FULLTEXT INDEX `products_search_fulltext` (`name`, `description`)')
    }
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
