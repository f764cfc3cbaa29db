import { ADMIN_LOGS_PAGE_SIZE } from '../constants/admin.ts'

const oneDecimal = (value: number): number => Math.round(value * 10) / 10

export const bytesToMegabytes = (bytes: number): number => Math.round(bytes / (1024 * 1024))

/** Pages needed for a list; at least 1 so an empty list still reads 'Page 1 of 1'. */
export const pageCount = (totalCount: number, pageSize: number): number => Math.max(1, Math.ceil(totalCount / pageSize))

/** The logs list has no reliable total: Next is offered only when the page came back full. */
export const hasNextLogsPage = (rowsReturned: number): boolean => rowsReturned >= ADMIN_LOGS_PAGE_SIZE

/** Customers tab growth: new this month as a percentage of all customers, one decimal; 0 with none. */
export const monthlyGrowthPercent = (newThisMonth: number, total: number): number =>
  total > 0 ? oneDecimal((newThisMonth / total) * 100) : 0

/** Customers tab engagement: messages per customer, one decimal; 0 with no customers. */
export const messagesPerUser = (totalMessages: number, totalUsers: number): number =>
  totalUsers > 0 ? oneDecimal(totalMessages / totalUsers) : 0
