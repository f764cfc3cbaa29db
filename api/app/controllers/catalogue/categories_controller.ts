import type { Category } from '@shoplocal/shared/types'
import { listCategories } from '#services/catalogue/categories'

export default class CategoriesController {
  async index(): Promise<Category[]> {
    return listCategories()
  }
}
