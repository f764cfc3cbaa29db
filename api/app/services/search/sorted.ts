/** The first position from `from` to `to` (a sorted run) that is not before what is sought, by binary search. */
export function firstNotBefore(from: number, to: number, before: (at: number) => boolean): number {
  let low = from
  let high = to
  while (low < high) {
    const middle = (low + high) >>> 1
    if (before(middle)) low = middle + 1
    else high = middle
  }
  return low
}
