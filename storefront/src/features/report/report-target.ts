import { ANONYMOUS_REPORT_CATEGORY, type ReportCategory, type ReportTargetType } from '@shoplocal/shared/constants'
import type { FormCheck } from '../../components/ui/use-submit.ts'
import { REPORT_FORM } from './copy.ts'

/** What POST /api/reports takes. */
export interface ReportPayload {
  targetType: ReportTargetType
  targetId: number
  category: ReportCategory
  explanation: string
  reporterName?: string
  reporterEmail?: string
  goodFaith: boolean
}

/** The pages whose link names an item: /shops/12, /products/5, /spotlight/3 (any host, any query). */
const LINK_PATTERNS: [RegExp, ReportTargetType][] = [
  [/^\/shops\/(\d+)\/?$/, 'shop'],
  [/^\/products\/(\d+)\/?$/, 'product'],
  [/^\/spotlight\/(\d+)\/?$/, 'spotlight'],
]

/** The item a pasted link points at, or null when it names none. */
export function targetFromLink(link: string): { type: ReportTargetType; id: number } | null {
  let path: string
  try {
    path = new URL(link.trim(), 'https://shoplocal.invalid').pathname
  } catch {
    return null
  }
  for (const [pattern, type] of LINK_PATTERNS) {
    const match = pattern.exec(path)
    if (match) return { type, id: Number(match[1]) }
  }
  return null
}

export type ReportValues = {
  link: string
  category: ReportCategory
  explanation: string
  reporterName: string
  reporterEmail: string
  goodFaith: boolean
}

/** The form's own checks before sending (the API checks the same again). */
export function checkReport(values: ReportValues, known: { type: ReportTargetType; id: number } | null): FormCheck<ReportPayload> {
  const target = known ?? targetFromLink(values.link)
  if (!target) return { ok: false, field: 'link', message: REPORT_FORM.linkInvalid }
  if (!values.explanation.trim()) return { ok: false, field: 'explanation', message: REPORT_FORM.explanationRequired }
  const anonymous = values.category === ANONYMOUS_REPORT_CATEGORY
  if (!anonymous && !values.reporterName.trim()) return { ok: false, field: 'reporterName', message: REPORT_FORM.nameRequired }
  if (!anonymous && !values.reporterEmail.trim()) return { ok: false, field: 'reporterEmail', message: REPORT_FORM.emailRequired }
  if (!values.goodFaith) return { ok: false, field: 'goodFaith', message: REPORT_FORM.goodFaithRequired }
  return {
    ok: true,
    payload: {
      targetType: target.type,
      targetId: target.id,
      category: values.category,
      explanation: values.explanation.trim(),
      reporterName: values.reporterName.trim() || undefined,
      reporterEmail: values.reporterEmail.trim() || undefined,
      goodFaith: true,
    },
  }
}
