import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'

export default class CategoriesController {
  async index({ response }: HttpContext) {
    const categories = await Category.query().orderBy('name', 'asc')
    return response.send(categories.map((category) => category.serialize()))
  }
}
