import type { Knex } from 'knex'

const ALL_CHECKED = ['legalName', 'address', 'phone', 'email', 'register', 'iban', 'identityDocument', 'selfCertification']

/**
 * A test that approves a shop (the approval itself is not what it tests) first gives the shop a trader whose
 * checklist an admin has ticked, as the trader checks require; the trader suite drives the real steps.
 */
export async function giveCheckedTrader(db: Knex, shopId: number): Promise<void> {
  const shop = await db('shops').where('id', shopId).first()
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  const at = new Date().toISOString()
  await db('shop_traders').where('shop_id', shopId).delete()
  await db('shop_traders').insert({
    shop_id: shopId,
    owner_id: shop.owner_id,
    shop_name: shop.name,
    legal_name: `${shop.name} Limited`,
    address: '1 Main Street, Ennis, Co. Clare',
    phone: '+353651234567',
    email: 'trader@example.ie',
    register: 'cro',
    register_number: '654321',
    iban: 'IE29AIBK93115212345678',
    identity_document_key: `traders/${shopId}/fixture.pdf`,
    identity_uploaded_at: now,
    self_certified_at: now,
    checks: JSON.stringify(Object.fromEntries(ALL_CHECKED.map((item) => [item, { by: null, byName: 'Test admin', at }]))),
    created_at: now,
    updated_at: now,
  })
}

/** The same through a running API's database, for suites that hold no connection of their own. */
export async function giveCheckedTraderIn(api: { database: { connect(): Knex } }, shopId: number): Promise<void> {
  const db = api.database.connect()
  try {
    await giveCheckedTrader(db, shopId)
  } finally {
    await db.destroy()
  }
}
