import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { defineConfig } from '@adonisjs/core/bodyparser'
import { uploadsSettings } from '#config/uploads'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    limit: '1mb',
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  // Never read a multipart body on its own: only the upload route does, after it knows who is asking.
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '6mb',
    types: ['multipart/form-data'],
    tmpFileName: () => join(uploadsSettings.tmpDir, `multipart-${randomUUID()}`),
  },
})

export default bodyParserConfig
