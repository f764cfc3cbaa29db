import type { IsoDateString } from './common.ts'

/** One version of the terms shop owners accept: what it changes and from when it applies. */
export interface OwnerTermsVersion {
  id: number
  version: string
  /** What this version changes, in the words owners are told. */
  changes: string
  effectiveAt: IsoDateString
  publishedAt: IsoDateString
}

/** GET /api/terms: the version in force now and the next one, published and not yet in force (null when none). */
export interface OwnerTermsState {
  current: OwnerTermsVersion | null
  upcoming: OwnerTermsVersion | null
}

/** GET /api/admin/terms: every version, newest first, with how many owners accepted each. */
export interface AdminOwnerTermsVersion extends OwnerTermsVersion {
  acceptedCount: number
}

/** Body of POST /api/admin/terms. */
export interface PublishOwnerTerms {
  version: string
  changes: string
  /** YYYY-MM-DD: the day (Europe/Dublin) the version takes effect, at least OWNER_TERMS_NOTICE_DAYS ahead. */
  effectiveOn: string
}
