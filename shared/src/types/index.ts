export type * from './catalogue.ts'
