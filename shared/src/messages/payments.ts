import { LOCALE } from '../constants/locale.ts'

export const PLAN_LABELS = {
  popular: 'Most Popular',
  freeTrial: 'Free Trial',
  choosePlan: 'Choose Plan',
  getStarted: 'Get Started',
} as const

const wholeNumber = new Intl.NumberFormat(LOCALE)
export const maxProductsLabel = (count: number): string => `Up to ${wholeNumber.format(count)} products`
