/*
 * The shop-owner portal's own calls (sign-in, registration and logout stay
 * with the other accounts in start/routes/auth.ts). Website session only;
 * OwnerPolicy decides who is an owner. The owner's shops (/api/my-shops) join
 * this file, with owner-owns-shop checks in the same policy.
 *
 * Contract
 * - GET /api/shop-owner/profile → 200 {id, firstName, lastName, email, phone, profileImageUrl, isAdmin, role,
 *                                  shopCount} for a shop_owner or admin session · else 401 {message: 'Unauthorized'}
 *                                  (a customer session too, so the website sends them to the owner sign-in)
 */
import router from '@adonisjs/core/services/router'

const ProfileController = () => import('#controllers/owner/profile_controller')

router
  .group(() => {
    router.get('/shop-owner/profile', [ProfileController, 'show']).as('shopOwner.profile')
  })
  .prefix('/api')
