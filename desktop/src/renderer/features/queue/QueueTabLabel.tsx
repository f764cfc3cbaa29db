import { QUEUE_LABELS, queueTabTitle } from '@shoplocal/shared/messages'
import { useModerationQueue } from '../../api/classic-admin'

/** The queue's tab in the console's tab bar, titled with how many of each kind wait. */
export function QueueTabLabel() {
  const counts = useModerationQueue().data?.counts
  return <>{counts ? queueTabTitle(counts) : QUEUE_LABELS.title}</>
}
