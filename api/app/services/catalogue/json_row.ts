/*
 * A row kept to be sent in many answers, held only as its JSON's UTF-8 bytes:
 * a page of kept cards is then a copy of bytes, not 50 objects serialized and
 * encoded again for every answer (at peak, that was most of the API's own time
 * on a search), and a kept card costs its bytes rather than its bytes and an
 * object graph beside them (the cards were most of the API's memory under the
 * search benchmark). A row is never changed once made.
 *
 * The bytes get an allocation of their own: Buffer.from takes short strings
 * from Node's shared 8 KB slabs, and one kept row would hold its whole slab
 * alive, with every short-lived buffer made beside it.
 */
export class JsonRow {
  readonly bytes: Buffer

  constructor(
    readonly id: number,
    value: object,
  ) {
    const text = JSON.stringify(value)
    this.bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text))
    this.bytes.write(text)
  }
}
