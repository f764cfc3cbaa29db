import type { Plan } from '@shoplocal/shared/types'
import { listPlans } from '#services/billing/plans'

export default class PlansController {
  /** Public: the pricing section is shown to visitors too. */
  async index(): Promise<Plan[]> {
    return listPlans()
  }
}
