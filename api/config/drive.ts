import { defineConfig, services } from '@adonisjs/drive'
import type { InferDriveDisks } from '@adonisjs/drive/types'
import { uploadsSettings } from '#config/uploads'
import env from '#start/env'

/*
 * Where uploaded and seeded images are kept. The local folder serves a single
 * machine; several API processes share S3-compatible storage (DRIVE_DISK=s3).
 * Either way the API serves them itself at /uploads/* (UploadsController), so
 * every image gets the same headers and no file is served by the disk's own route.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK') ?? 'fs',
  services: {
    fs: services.fs({
      location: uploadsSettings.root,
      visibility: 'public',
      serveFiles: false,
    }),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID') ?? '',
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY') ?? '',
      },
      region: env.get('S3_REGION') ?? 'eu-west-1',
      endpoint: env.get('S3_ENDPOINT'),
      forcePathStyle: Boolean(env.get('S3_ENDPOINT')),
      bucket: env.get('S3_BUCKET') ?? '',
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
