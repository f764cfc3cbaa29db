import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { QUEUE_LINK_COPY } from '../copy'

/** The query parameter through which a `shoplocal-admin://` link names the case a tab opens (`payment:42`, `7`). */
export const OPEN_CASE_PARAM = 'open'

/**
 * The case a link named: opened once the tab's list has loaded, or, when it is no longer waiting (decided by
 * someone else meanwhile), said so. The parameter is then dropped so a reload does not reopen it.
 */
export function useLinkedCase<Item>(
  items: Item[] | undefined,
  keyOf: (item: Item) => string,
  open: (item: Item) => void,
  tell: (notice: string) => void,
): void {
  const [params, setParams] = useSearchParams()
  const wanted = params.get(OPEN_CASE_PARAM)
  useEffect(() => {
    if (!wanted || !items) return
    const item = items.find((candidate) => keyOf(candidate) === wanted)
    if (item) open(item)
    else tell(QUEUE_LINK_COPY.notWaiting)
    setParams(
      (current) => {
        current.delete(OPEN_CASE_PARAM)
        return current
      },
      { replace: true },
    )
  }, [wanted, items, keyOf, open, tell, setParams])
}
