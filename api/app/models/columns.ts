/*
 * Column converters shared by the models. SQLite and MySQL hand back booleans
 * as 0/1 and MySQL hands back DECIMAL as strings; the API's JSON wants real
 * booleans and numbers. JSON-in-text columns are parsed and serialised here.
 */
import type { ColumnOptions } from '@adonisjs/lucid/types/model'

export const booleanColumn: Partial<ColumnOptions> = {
  consume: (value: unknown) => (value === null || value === undefined ? value : Boolean(value)),
}

export const decimalColumn: Partial<ColumnOptions> = {
  consume: (value: unknown) => (value === null || value === undefined ? value : Number(value)),
}

export const jsonColumn: Partial<ColumnOptions> = {
  prepare: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
  consume: (value: unknown) => {
    if (typeof value !== 'string') return value ?? null
    try {
      return JSON.parse(value)
    } catch {
      return null
    }
  },
}
