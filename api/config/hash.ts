import { defineConfig, drivers } from '@adonisjs/core/hash'

/*
 * scrypt with N=2^17, r=8, p=1: the OWASP password storage cheat sheet's
 * recommended minimum. maxMemory must exceed 128 * N * r bytes.
 */
const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt({
      cost: 131072,
      blockSize: 8,
      parallelization: 1,
      maxMemory: 256 * 1024 * 1024,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
