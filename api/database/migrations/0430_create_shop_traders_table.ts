import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The trader behind each shop (Digital Services Act Art. 30): what the owner gave, the private identity
 * document's key, and the admin's checklist (`checks`, JSON: item → {by, byName, at}). A row outlives its shop
 * (`shop_id` emptied, `shop_ended_at` set by the retention job) and its owner's account, because the law keeps
 * it six months after the trading relationship ends; the retention job then empties all but what tax records
 * need (`personal_data_purged_at`). `shops.trader_hidden_at`: an approved shop hidden after the deadline
 * because its trader details were not complete.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('shop_traders', (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().nullable().unique().references('id').inTable('shops').onDelete('SET NULL')
      table.integer('owner_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('shop_name', 255).notNullable()
      table.string('legal_name', 160).notNullable()
      table.string('address', 300).notNullable()
      table.string('phone', 30).nullable()
      table.string('email', 255).nullable()
      table.string('register', 3).nullable()
      table.string('register_number', 10).nullable()
      table.string('vat_number', 14).nullable()
      table.string('iban', 34).nullable()
      table.string('identity_document_key', 255).nullable()
      table.dateTime('identity_uploaded_at').nullable()
      table.dateTime('self_certified_at').nullable()
      table.text('checks').notNullable()
      table.dateTime('shop_ended_at').nullable()
      table.dateTime('personal_data_purged_at').nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.index(['owner_id'])
      table.index(['shop_ended_at'])
    })
    this.schema.alterTable('shops', (table) => table.dateTime('trader_hidden_at').nullable())
  }

  async down() {
    this.schema.alterTable('shops', (table) => table.dropColumn('trader_hidden_at'))
    this.schema.dropTable('shop_traders')
  }
}
