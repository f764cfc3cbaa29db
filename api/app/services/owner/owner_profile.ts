import db from '@adonisjs/lucid/services/db'
import type { OwnerProfile } from '@shoplocal/shared/types'
import type User from '#models/user'
import { countOf } from '#helpers/sql_values'

/** GET /api/shop-owner/profile: the portal's header, with how many shops the owner has. */
export async function ownerProfile(owner: User): Promise<OwnerProfile> {
  const row = await db.from('shops').where('owner_id', owner.id).whereNull('removed_at').count('* as total').first()
  return {
    id: owner.id,
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    phone: owner.phone,
    profileImageUrl: owner.profileImageUrl,
    isAdmin: owner.hasAdminRights,
    role: owner.role,
    shopCount: countOf(row),
  }
}
