/* Health and uploaded files. */
import router from '@adonisjs/core/services/router'

const HealthController = () => import('#controllers/health_controller')
const UploadsController = () => import('#controllers/uploads_controller')

router
  .group(() => {
    router.get('/health', [HealthController, 'show']).as('health')
    router.get('/health/live', [HealthController, 'live']).as('health.live')
    router.get('/health/ready', [HealthController, 'ready']).as('health.ready')
  })
  .prefix('/api')

router.get('/uploads/*', [UploadsController, 'show']).as('uploads.show')
