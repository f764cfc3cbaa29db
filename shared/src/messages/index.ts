export * from './site.ts'
