export * from './constants/index.ts'
export * from './messages/index.ts'
export * from './rules/index.ts'
export type * from './types/index.ts'
