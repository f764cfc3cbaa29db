import { defineConfig, drivers } from '@adonisjs/core/encryption'
import { appKey } from '#config/app'

/* Encrypts and signs cookies and messages with the app key. */
const encryptionConfig = defineConfig({
  default: 'gcm',
  list: {
    gcm: drivers.aes256gcm({
      id: 'gcm',
      keys: [appKey],
    }),
  },
})

export default encryptionConfig

declare module '@adonisjs/core/types' {
  export interface EncryptorsList extends InferEncryptors<typeof encryptionConfig> {}
}
