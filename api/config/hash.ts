import { defineConfig } from '@adonisjs/core/hash'
import { Argon } from '@adonisjs/core/hash/drivers/argon'
import { Scrypt } from '@adonisjs/core/hash/drivers/scrypt'
import { GatedHasher, passwordHashGate as gate } from '#services/hash_gate'

/*
 * New passwords are hashed with argon2id at the OWASP password storage
 * setting (19 MiB, 2 iterations, 1 lane): about 30 ms and 19 MiB a hash,
 * where the former scrypt N=2^17 cost 400 ms and 128 MiB. scrypt stays
 * listed so older hashes still verify; a sign-in with one rehashes it.
 * Every hash passes one shared gate (app/services/hash_gate.ts).
 */
const hashConfig = defineConfig({
  default: 'argon',
  list: {
    argon: () =>
      new GatedHasher(
        new Argon({ variant: 'id', version: 0x13, memory: 19456, iterations: 2, parallelism: 1, saltSize: 16, hashLength: 32 }),
        gate,
      ),
    scrypt: () => new GatedHasher(new Scrypt({ cost: 131072, blockSize: 8, parallelization: 1, maxMemory: 256 * 1024 * 1024 }), gate),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
