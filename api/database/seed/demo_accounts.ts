import type { Role } from '@shoplocal/shared/types'

/** The demo sign-ins, printed by `db:setup` and listed in the README. */
interface DemoAccount {
  key: 'admin' | 'owner1' | 'owner2' | 'customer' | 'moderator'
  role: Role
  isAdmin: boolean
  email: string
  password: string
  firstName: string
  lastName: string
  phone: string
  city: string
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'admin',
    role: 'admin',
    isAdmin: true,
    email: 'admin@shoplocal.ie',
    password: 'Admin@2026',
    firstName: 'Gráinne',
    lastName: 'Nolan',
    phone: '0871234501',
    city: 'Dublin',
  },
  {
    key: 'owner1',
    role: 'shop_owner',
    isAdmin: false,
    email: 'siobhan.murphy@shoplocal.ie',
    password: 'Owner@2026',
    firstName: 'Siobhán',
    lastName: 'Murphy',
    phone: '0871234502',
    city: 'Galway',
  },
  {
    key: 'owner2',
    role: 'shop_owner',
    isAdmin: false,
    email: 'ciaran.obrien@shoplocal.ie',
    password: 'Owner@2026',
    firstName: 'Ciarán',
    lastName: "O'Brien",
    phone: '0871234503',
    city: 'Cork',
  },
  {
    key: 'customer',
    role: 'customer',
    isAdmin: false,
    email: 'aoife.kelly@shoplocal.ie',
    password: 'Customer@2026',
    firstName: 'Aoife',
    lastName: 'Kelly',
    phone: '0871234504',
    city: 'Kilkenny',
  },
  // A second admin, so an appeal (decided by a different admin from the first decision) can be tried at once.
  {
    key: 'moderator',
    role: 'admin',
    isAdmin: true,
    email: 'moderator@shoplocal.ie',
    password: 'Admin@2026',
    firstName: 'Tadhg',
    lastName: 'Brennan',
    phone: '0871234505',
    city: 'Limerick',
  },
]
