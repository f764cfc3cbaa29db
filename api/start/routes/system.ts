/* Health, the category list and uploaded files. */
import router from '@adonisjs/core/services/router'

const HealthController = () => import('#controllers/health_controller')
const CategoriesController = () => import('#controllers/categories_controller')
const UploadsController = () => import('#controllers/uploads_controller')

router
  .group(() => {
    router.get('/health', [HealthController, 'show']).as('health')
    router.get('/categories', [CategoriesController, 'index']).as('categories.index')
  })
  .prefix('/api')

router.get('/uploads/*', [UploadsController, 'show']).as('uploads.show')
