import type { ModerationItem } from '@shoplocal/shared/types'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { QUEUE_LINK_COPY } from '../../copy'
import { OPEN_CASE_PARAM } from '../../shell/deep-links'
import { itemKey } from './queue-state'

/**
 * The case a `shoplocal-admin://` link named (`?open=payment:42`): selected once the queue has loaded, or, when
 * it is no longer waiting (decided by someone else meanwhile), said so. The parameter is then dropped so a
 * reload does not reopen it.
 */
export function useLinkedCase(items: ModerationItem[] | undefined, select: (key: string) => void, tell: (notice: string) => void): void {
  const [params, setParams] = useSearchParams()
  const wanted = params.get(OPEN_CASE_PARAM)
  useEffect(() => {
    if (!wanted || !items) return
    if (items.some((item) => itemKey(item) === wanted)) select(wanted)
    else tell(QUEUE_LINK_COPY.notWaiting)
    setParams(
      (current) => {
        current.delete(OPEN_CASE_PARAM)
        return current
      },
      { replace: true },
    )
  }, [wanted, items, select, tell, setParams])
}
