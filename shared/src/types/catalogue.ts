/** A category as GET /api/categories returns it. */
export interface Category {
  id: number
  name: string
  slug: string
  icon: string | null
  description: string | null
}
