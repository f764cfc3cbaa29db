import type { Category as CategoryView } from '@shoplocal/shared/types'
import Category from '#models/category'

/** GET /api/categories: every category, by name, with exactly the public fields. */
export async function listCategories(): Promise<CategoryView[]> {
  const categories = await Category.query().orderBy('name', 'asc')
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    icon: category.icon,
    description: category.description,
  }))
}
