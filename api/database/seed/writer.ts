import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

type Client = QueryClientContract | TransactionClientContract
export type Row = Record<string, string | number | boolean | null>

/*
 * Bulk inserts for the seeders. Rows carry explicit ids (handed out by
 * IdSequence) because a multi-row insert does not report every new id on
 * MySQL, and relations need them. Chunks keep each statement under SQLite's
 * bound-variable limit.
 */
export async function insertRows(client: Client, table: string, rows: Row[], chunkSize = 500) {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await client
      .insertQuery()
      .table(table)
      .multiInsert(rows.slice(start, start + chunkSize))
  }
}

export class IdSequence {
  #next: number

  private constructor(next: number) {
    this.#next = next
  }

  static async after(client: Client, table: string): Promise<IdSequence> {
    const row = await client.from(table).max('id as maxId').first()
    return new IdSequence(Number(row?.maxId ?? 0) + 1)
  }

  take(): number {
    return this.#next++
  }
}
