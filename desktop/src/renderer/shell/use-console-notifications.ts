import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { NOTIFICATIONS_PER_PAGE, NOTIFICATIONS_POLL_MS } from '@shoplocal/shared/constants'
import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import {
  countAfterMarkedRead,
  markAllShownRead,
  mergeNotifications,
  replaceNotification,
  visibleNotifications,
} from '@shoplocal/shared/rules'
import type { NotificationItem, NotificationUnreadCount } from '@shoplocal/shared/types'
import { useState } from 'react'
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_QUERY_KEY,
} from '../api/notifications'
import { useBridge } from '../bridge/context'

const COUNT_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread-count']
const LIST_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list']

/**
 * The console bell's count and list: the unread count is read every NOTIFICATIONS_POLL_MS (the console's calls go
 * through the main process, which holds the token, so there is no live stream here), the open list too, a page at a
 * time. `onMarkedOne` runs as one is marked read, before its button goes. Marking read shows the API's answer at once by the rules the website's bell keeps, then reads both again.
 */
export function useConsoleNotifications(open: boolean, onMarkedOne: () => void) {
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const [unreadOnly, setUnreadOnly] = useState(false)

  const unread = useQuery({ queryKey: COUNT_KEY, queryFn: () => fetchUnreadCount(bridge), refetchInterval: NOTIFICATIONS_POLL_MS })
  const list = useInfiniteQuery({
    queryKey: [...LIST_KEY, unreadOnly],
    queryFn: ({ pageParam }) => fetchNotifications(bridge, pageParam, unreadOnly),
    initialPageParam: 1,
    // A full page means there may be another (the list's total does not cross the bridge).
    getNextPageParam: (last, pages) => (last.length === NOTIFICATIONS_PER_PAGE ? pages.length + 1 : undefined),
    enabled: open,
    refetchInterval: open ? NOTIFICATIONS_POLL_MS : false,
  })

  const show = (items: (shown: NotificationItem[]) => NotificationItem[], count: (shown: number) => number) => {
    queryClient.setQueriesData<InfiniteData<NotificationItem[]>>(
      { queryKey: LIST_KEY },
      (data) => data && { ...data, pages: data.pages.map(items) },
    )
    queryClient.setQueryData<NotificationUnreadCount>(COUNT_KEY, (data) => data && { count: count(data.count) })
    return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY })
  }
  const markOne = useMutation({
    mutationFn: (item: NotificationItem) => markNotificationRead(bridge, item.id),
    onSuccess: (read) => {
      onMarkedOne()
      return show((shown) => replaceNotification(shown, read), countAfterMarkedRead)
    },
  })
  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead(bridge),
    onSuccess: (answer) => {
      const readAt = new Date().toISOString()
      return show(
        (shown) => markAllShownRead(shown, readAt),
        () => answer.count,
      )
    },
  })

  // Merged, not joined: a page read after new notifications arrived repeats some of the page before it.
  const items = visibleNotifications(mergeNotifications([], list.data?.pages.flat() ?? []), unreadOnly)
  const problem = markOne.isError || markAll.isError ? copy.actionFailed : list.isError ? copy.loadFailed : null
  return { count: unread.data?.count ?? 0, unreadOnly, setUnreadOnly, list, items, problem, markOne, markAll }
}

export type ConsoleNotifications = ReturnType<typeof useConsoleNotifications>
