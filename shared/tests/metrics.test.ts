import { describe, expect, it } from 'vitest'
import {
  adjustFavouriteCount,
  averagePerDayThisMonth,
  averageProductsPerShop,
  bytesToMegabytes,
  hasNextLogsPage,
  messagesPerUser,
  monthlyGrowthPercent,
  pageCount,
  secondsToHours,
} from '../src/rules/metrics.ts'

describe('customers tab metrics', () => {
  it('gives monthly growth as a percentage of all customers', () => {
    expect(monthlyGrowthPercent(12, 150)).toBe(8)
    expect(monthlyGrowthPercent(1, 3)).toBe(33.3)
    expect(monthlyGrowthPercent(0, 0)).toBe(0)
  })

  it('gives messages per user to one decimal', () => {
    expect(messagesPerUser(45, 20)).toBe(2.3)
    expect(messagesPerUser(5, 0)).toBe(0)
  })

  it('averages registrations over the days of the month so far', () => {
    expect(averagePerDayThisMonth(42, new Date(2026, 10, 21))).toBe(2)
    expect(averagePerDayThisMonth(3, new Date(2026, 10, 1))).toBe(3)
  })
})

describe('dashboard figures', () => {
  it('rounds average products per shop', () => {
    expect(averageProductsPerShop(7, 2)).toBe(4)
    expect(averageProductsPerShop(5, 0)).toBe(0)
  })

  it('converts system metrics', () => {
    expect(bytesToMegabytes(157_286_400)).toBe(150)
    expect(secondsToHours(5_400)).toBe(1.5)
  })
})

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(41, 20)).toBe(3)
    expect(pageCount(40, 20)).toBe(2)
    expect(pageCount(0, 20)).toBe(1)
  })

  it('offers Next on the logs only after a full page of 50', () => {
    expect(hasNextLogsPage(50)).toBe(true)
    expect(hasNextLogsPage(49)).toBe(false)
  })
})

describe('adjustFavouriteCount', () => {
  it('moves by one and never below zero', () => {
    expect(adjustFavouriteCount(2, true)).toBe(3)
    expect(adjustFavouriteCount(2, false)).toBe(1)
    expect(adjustFavouriteCount(0, false)).toBe(0)
  })
})
