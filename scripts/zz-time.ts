import { createTestDatabase } from './testing/databases.ts'
import { runAce } from './testing/start-api.ts'
for (let i = 0; i < 2; i++) {
  const db = await createTestDatabase('mysql')
  const t = performance.now()
  await runAce(['db:setup'], { ...db.env, UPLOADS_DIR: '/tmp/x-up' })
  console.log('mysql db:setup', Math.round(performance.now() - t), 'ms')
  await db.drop()
}
