/*
 * Ratings and reviews of shops and products. One review per reviewer per
 * shop or product: a customer's or a guest session's second one replaces the
 * first (a review hidden by a moderation decision is never replaced: the new
 * one stands beside it, and only the new one is shown). A review without an account is kept uncounted and unlisted until its
 * writer proves a contact with a code: one under a typed name and e-mail waits
 * for the code mailed to that address, one from a guest session not yet
 * confirmed for the code sent to the session's e-mail (else its phone), which
 * also confirms the session and fixes its name. Only then may it replace the
 * writer's earlier review, so nobody can post or overwrite reviews under
 * someone else's e-mail. New reviews are limited per client address, counted
 * in the database so every API process shares the counts; a burst of
 * newcomers on one shop is held for moderation (review_holds.ts) rather than
 * refused. The shop's or product's rating and reviewCount are recomputed from
 * its counted reviews in the same transaction, with the target row locked
 * (MySQL; SQLite runs one write transaction at a time), so two reviews at once
 * still leave true figures.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors, type Limiter } from '@adonisjs/limiter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { ENGAGEMENT_SERVER_MESSAGES, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { codeAttemptsLeft, codeExpiresAt, normalizeComment } from '@shoplocal/shared/rules'
import type { RatingSummary, Review, ReviewResult } from '@shoplocal/shared/types'
import { CODE_MAX_ATTEMPTS, REVIEWS_PAGE_SIZE } from '@shoplocal/shared/constants'
import { engagementLimits } from '#config/engagement'
import { holdBurst, isNewcomer } from '#services/engagement/review_holds'
import { authErrors } from '#services/auth/auth_errors'
import { sendAccountNotice } from '#services/notifications/account_notices'
import { contactHash } from '#services/auth/contact_hash'
import type { ClientInfo } from '#services/actor'
import { notifyNewReview } from '#services/notifications/engagement_notices'
import { affectedRows, generateCode, sameCode } from '#services/auth/one_time_codes'
import { countOf, isoDate, type Row } from '#helpers/sql_values'
import { wherePublicProduct, wherePublicShop } from '#services/catalogue/public_scope'
import type { EngagementActor } from '#services/engagement/engagement_actor'
import { engagementErrors } from '#services/engagement/engagement_errors'
import { retryingRaces } from '#services/engagement/database_races'
import { requestedWindow, type Page } from '#services/paging'
import { toSqlDateTime } from '#helpers/sql_values'
import type { ReviewConfirmInput, ReviewInput, ReviewListQuery } from '#validators/engagement'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { assertMayPost } from '#services/trust/posting_misuse'

export type ReviewTarget = { kind: 'shop'; id: number } | { kind: 'product'; id: number }

/** Where a review's code goes: the typed e-mail, or an unconfirmed guest session's e-mail or phone. */
type CodeRecipient = { kind: 'email' | 'phone'; value: string }

interface Reviewer {
  userId: number | null
  guestSessionId: number | null
  reviewerName: string | null
  reviewerEmail: string | null
  /** Set when the review waits for a code sent here (no account, no confirmed guest session). */
  codeTo: CodeRecipient | null
  /** No account, or a young one: counted towards a burst on the shop (review_holds.ts). */
  newcomer: boolean
}

const perAddress = () => limiter.use({ requests: engagementLimits.reviewsPerAddressPerHour, duration: '1 hour' })
const perRecipient = () => limiter.use({ requests: engagementLimits.reviewCodeMailsPerDay, duration: '1 day' })

async function consume(key: string, limit: Limiter) {
  try {
    await limit.consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) error.setMessage(ENGAGEMENT_SERVER_MESSAGES.reviewRateLimited)
    throw error
  }
}

const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/** A review row, with its reply's columns when the query joined them (`reply_body`, …). */
export function toReview(row: Row): Review {
  return {
    id: Number(row.id),
    rating: Number(row.rating),
    comment: textOrNull(row.comment),
    reviewerName: textOrNull(row.reviewer_name),
    createdAt: isoDate(row.created_at),
    reply:
      row.reply_body === null || row.reply_body === undefined
        ? null
        : { body: String(row.reply_body), createdAt: isoDate(row.reply_created_at), updatedAt: isoDate(row.reply_updated_at) },
  }
}

/** Reviews with their owner's reply, if any. */
function reviewsWithReplies(client: TransactionClientContract | typeof db = db) {
  return client
    .from('reviews')
    .leftJoin('review_replies as rr', 'rr.review_id', 'reviews.id')
    .select('reviews.*', 'rr.body as reply_body', 'rr.created_at as reply_created_at', 'rr.updated_at as reply_updated_at')
}

/** "Aoife K.": enough to recognise a neighbour, not enough to find them. */
function shortName(firstName: string | null, lastName: string | null): string | null {
  const first = firstName?.trim()
  if (!first) return null
  const initial = lastName?.trim().charAt(0)
  return initial ? `${first} ${initial}.` : first
}

/**
 * Who is reviewing: the account, else the guest session (under the name it confirmed, once it has one), else a
 * name and email typed into the form.
 */
async function reviewerOf(actor: EngagementActor, input: ReviewInput): Promise<Reviewer> {
  const typedName = input.reviewerName || null
  const typedEmail = input.reviewerEmail || null
  if (actor.user) {
    return {
      userId: actor.user.id,
      guestSessionId: null,
      reviewerName: shortName(actor.user.firstName, actor.user.lastName) ?? typedName,
      reviewerEmail: actor.user.email ?? typedEmail,
      codeTo: null,
      newcomer: isNewcomer(actor.user),
    }
  }
  if (actor.guestSessionId !== null) {
    const guest: Row = await db.from('guest_sessions').where('id', actor.guestSessionId).first()
    const email = textOrNull(guest.email)
    const phone = textOrNull(guest.phone)
    const unconfirmed = guest.confirmed_at === null || guest.confirmed_at === undefined
    return {
      userId: null,
      guestSessionId: actor.guestSessionId,
      reviewerName: textOrNull(guest.name) ?? typedName,
      reviewerEmail: email ?? typedEmail,
      codeTo: !unconfirmed ? null : email ? { kind: 'email', value: email } : phone ? { kind: 'phone', value: phone } : null,
      newcomer: true,
    }
  }
  if (typedName && typedEmail) {
    return {
      userId: null,
      guestSessionId: null,
      reviewerName: typedName,
      reviewerEmail: typedEmail,
      codeTo: { kind: 'email', value: typedEmail },
      newcomer: true,
    }
  }
  if (typedName) throw engagementErrors.invalidField('reviewerEmail', M.guestEmailRequired)
  if (typedEmail) throw engagementErrors.invalidField('reviewerName', M.guestNameRequired)
  throw engagementErrors.invalidField('reviewerName', M.reviewerIdentityRequired)
}

/** The published reviews of a target (a shop's own, not its products'), held ones included. */
function wherePublished(query: DatabaseQueryBuilderContract, target: ReviewTarget) {
  if (target.kind === 'shop') query.where('reviews.shop_id', target.id).whereNull('reviews.product_id')
  else query.where('reviews.product_id', target.id)
  query.where('reviews.is_confirmed', true).whereNull('reviews.hidden_at')
}

/** The counted and listed reviews of a target: published and not held for moderation. */
function whereTarget(query: DatabaseQueryBuilderContract, target: ReviewTarget) {
  wherePublished(query, target)
  query.whereNull('reviews.held_at')
}

function whereReviewer(query: DatabaseQueryBuilderContract, reviewer: Reviewer) {
  if (reviewer.userId !== null) query.where('user_id', reviewer.userId)
  else query.where('guest_session_id', reviewer.guestSessionId!)
}

const targetOfRow = (row: Row): ReviewTarget =>
  row.product_id === null || row.product_id === undefined
    ? { kind: 'shop', id: Number(row.shop_id) }
    : { kind: 'product', id: Number(row.product_id) }

/** The public shop (or the public product's shop) id, locked for the rest of the transaction; 404 when hidden. */
async function lockTarget(trx: TransactionClientContract, target: ReviewTarget): Promise<{ shopId: number; table: string }> {
  const query =
    target.kind === 'shop'
      ? trx.from('shops as s').select('s.id as shop_id').where('s.id', target.id)
      : trx.from('products as p').join('shops as s', 's.id', 'p.shop_id').select('p.shop_id').where('p.id', target.id)
  wherePublicShop(query)
  if (target.kind === 'product') wherePublicProduct(query)
  if (trx.dialect.name === 'mysql') query.forUpdate()
  const row = await query.first()
  if (!row) throw target.kind === 'shop' ? engagementErrors.shopNotFound() : engagementErrors.productNotFound()
  return { shopId: Number(row.shop_id), table: target.kind === 'shop' ? 'shops' : 'products' }
}

/** Two decimals, what the rating column keeps. */
const round2 = (value: number) => Math.round(value * 100) / 100

async function recompute(trx: TransactionClientContract, target: ReviewTarget, table: string): Promise<RatingSummary> {
  const figures = trx.from('reviews').avg('rating as average').count('* as total')
  whereTarget(figures, target)
  const row = await figures.first()
  const reviewCount = countOf(row)
  const rating = reviewCount > 0 ? round2(Number(row?.average)) : 0
  await trx.from(table).where('id', target.id).update({ rating, review_count: reviewCount })
  // Search ranks equal matches by rating, so the index hears of the new figures.
  await recordCatalogueChange(target.kind === 'shop' ? { shopIds: [target.id] } : { productIds: [target.id] }, trx)
  const shown = reviewCount > 0 ? rating : null
  return { rating: shown, averageRating: shown, reviewCount }
}

/**
 * After a review published: a burst of newcomers on its shop holds theirs, and the figures of every target
 * whose counted reviews changed follow. Returns the reviewed target's figures and whether this review is held.
 */
async function afterPublishing(
  trx: TransactionClientContract,
  reviewId: number,
  target: ReviewTarget,
  shopId: number,
): Promise<{ summary: RatingSummary; held: boolean }> {
  const others = (await holdBurst(trx, shopId)).filter((held) =>
    target.kind === 'shop' ? held.productId !== null : held.productId !== target.id,
  )
  for (const other of others) {
    const otherTarget: ReviewTarget = other.productId === null ? { kind: 'shop', id: shopId } : { kind: 'product', id: other.productId }
    await recompute(trx, otherTarget, otherTarget.kind === 'shop' ? 'shops' : 'products')
  }
  const summary = await recompute(trx, target, target.kind === 'shop' ? 'shops' : 'products')
  const row: Row = await trx.from('reviews').where('id', reviewId).select('held_at').first()
  const held = row.held_at !== null && row.held_at !== undefined
  if (!held) await notifyNewReview(trx, reviewId)
  return { summary, held }
}

/** After a moderation decision hides a review or puts it back: its shop's or product's figures follow. */
export async function recomputeReviewFigures(trx: TransactionClientContract, reviewId: number): Promise<void> {
  const row: Row | null = await trx.from('reviews').where('id', reviewId).select('shop_id', 'product_id').first()
  if (!row) return
  const target = targetOfRow(row)
  await recompute(trx, target, target.kind === 'shop' ? 'shops' : 'products')
}

/** The target's figures as they stand, for an answer that changed none of them. */
async function currentSummary(trx: TransactionClientContract, table: string, id: number): Promise<RatingSummary> {
  const row = await trx.from(table).where('id', id).select('rating', 'review_count').first()
  const reviewCount = Number(row?.review_count ?? 0)
  const shown = reviewCount > 0 ? Number(row.rating) : null
  return { rating: shown, averageRating: shown, reviewCount }
}

export async function submitReview(actor: EngagementActor, target: ReviewTarget, input: ReviewInput): Promise<ReviewResult> {
  const reviewer = await reviewerOf(actor, input)
  await assertMayPost(reviewer.userId)
  const comment = normalizeComment(input.comment)
  // A hidden or unknown target is a 404 before anything is counted against anyone.
  const { shopId } = await db.transaction((trx) => lockTarget(trx, target))
  await consume(`review_address_${actor.ip}`, perAddress())
  if (reviewer.codeTo) return submitUnconfirmed(target, shopId, reviewer, reviewer.codeTo, input.rating, comment)

  return retryingRaces(() =>
    db.transaction(async (trx) => {
      await lockTarget(trx, target)
      if (reviewer.guestSessionId !== null && reviewer.reviewerName !== null)
        await fixGuestName(trx, reviewer.guestSessionId, reviewer.reviewerName)
      const existing = trx.from('reviews').select('id')
      wherePublished(existing, target)
      whereReviewer(existing, reviewer)
      const previous = await existing.first()
      const now = toSqlDateTime(new Date())
      const fields = {
        rating: input.rating,
        comment,
        reviewer_name: reviewer.reviewerName,
        reviewer_email: reviewer.reviewerEmail,
        newcomer: reviewer.newcomer,
      }

      let id: number
      if (previous) {
        id = Number(previous.id)
        // A replaced review counts as new: it moves to the top of the list, and a burst decides its hold afresh.
        await trx
          .from('reviews')
          .where('id', id)
          .update({ ...fields, held_at: null, created_at: now, updated_at: now })
      } else {
        const [inserted] = await trx.table('reviews').insert({
          ...fields,
          shop_id: shopId,
          product_id: target.kind === 'product' ? target.id : null,
          user_id: reviewer.userId,
          guest_session_id: reviewer.guestSessionId,
          created_at: now,
          updated_at: now,
        })
        id = Number(inserted)
      }
      const { summary, held } = await afterPublishing(trx, id, target, shopId)
      const stored = await reviewsWithReplies(trx).where('reviews.id', id).first()
      return { review: toReview(stored), replaced: Boolean(previous), pending: false, held, codeSentTo: null, summary }
    }),
  )
}

/** A guest session's name is the first one it confirmed; later forms cannot change it. */
async function fixGuestName(trx: TransactionClientContract, guestSessionId: number, name: string): Promise<void> {
  await trx.from('guest_sessions').where('id', guestSessionId).whereNull('name').update({ name })
}

/**
 * Keeps a review without a proven contact aside, uncounted, and sends its
 * code to the typed e-mail or the guest session's contact. It never touches
 * another review: replacing the writer's earlier one waits for the code.
 */
async function submitUnconfirmed(
  target: ReviewTarget,
  shopId: number,
  reviewer: Reviewer,
  codeTo: CodeRecipient,
  rating: number,
  comment: string | null,
): Promise<ReviewResult> {
  const code = generateCode()
  const now = toSqlDateTime(new Date())
  const { id, summary } = await db.transaction(async (trx) => {
    const { table } = await lockTarget(trx, target)
    const [inserted] = await trx.table('reviews').insert({
      rating,
      comment,
      reviewer_name: reviewer.reviewerName,
      reviewer_email: reviewer.reviewerEmail,
      shop_id: shopId,
      product_id: target.kind === 'product' ? target.id : null,
      user_id: null,
      guest_session_id: reviewer.guestSessionId,
      newcomer: reviewer.newcomer,
      is_confirmed: false,
      confirmation_code: code,
      confirmation_expires_at: toSqlDateTime(codeExpiresAt()),
      confirmation_attempts: 0,
      created_at: now,
      updated_at: now,
    })
    return { id: Number(inserted), summary: await currentSummary(trx, table, target.id) }
  })
  await sendReviewCode(codeTo, reviewer.reviewerName, code)
  const stored = await reviewsWithReplies().where('reviews.id', id).first()
  return { review: toReview(stored), replaced: false, pending: true, held: false, codeSentTo: codeTo.value, summary }
}

/**
 * Sends a review's code by mail (or by SMS to a phone-only guest session), at most `reviewCodeMailsPerDay` a
 * day to one recipient (counted under an HMAC of it, never the address), however many reviews name it; beyond
 * that nothing is sent and the answer is unchanged.
 */
async function sendReviewCode(to: CodeRecipient, name: string | null, code: string): Promise<void> {
  try {
    await perRecipient().consume(`review_code_mail_${contactHash(to)}`)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return
    throw error
  }
  const address = to.kind === 'email' ? { email: to.value } : { phone: to.value }
  await sendAccountNotice('review_code', { ...address, firstName: name }, { code })
}

/** Where a pending review's code goes: its typed e-mail, or its guest session's e-mail else phone. */
async function codeRecipientOf(row: Row): Promise<CodeRecipient | null> {
  if (row.guest_session_id !== null && row.guest_session_id !== undefined) {
    const guest: Row | null = await db.from('guest_sessions').where('id', Number(row.guest_session_id)).select('email', 'phone').first()
    if (guest?.email) return { kind: 'email', value: String(guest.email) }
    return guest?.phone ? { kind: 'phone', value: String(guest.phone) } : null
  }
  return row.reviewer_email ? { kind: 'email', value: String(row.reviewer_email) } : null
}

const clientKey = (client: ClientInfo) => client.ip.slice(0, 64)

/** Wrong guesses this client made at this review's code. */
async function wrongGuesses(reviewId: number, client: string): Promise<number> {
  return countOf(await db.from('review_code_guesses').where({ review_id: reviewId, client }).select('wrong').first(), 'wrong')
}

/**
 * Publishes a review kept aside for its code: it counts from now (unless a
 * burst holds it), and replaces the earlier published review of the same
 * address, or of the same guest session, about the same target (the code
 * proved the mailbox). A guest session's code confirms the session too and
 * fixes its name. A wrong code counts against the guessing client's tries at
 * it (5), never the review's: nobody can void another's pending review, and
 * its author can always ask for a new code (`resendReviewCode`).
 */
export async function confirmReview(reviewId: number, { code }: ReviewConfirmInput, guesser: ClientInfo): Promise<ReviewResult> {
  const row = await db.from('reviews').where('id', reviewId).first()
  if (!row) throw engagementErrors.reviewNotFound()
  if (row.is_confirmed && row.confirmation_code === null) throw engagementErrors.reviewAlreadyConfirmed()
  const client = clientKey(guesser)
  if ((await wrongGuesses(reviewId, client)) >= CODE_MAX_ATTEMPTS) throw authErrors.codeAttemptsExceeded()
  if (DateTime.fromJSDate(new Date(row.confirmation_expires_at)).toMillis() <= Date.now()) throw authErrors.codeExpired()
  if (!sameCode(String(row.confirmation_code), code)) {
    await db
      .table('review_code_guesses')
      .insert({ review_id: reviewId, client, wrong: 0, created_at: toSqlDateTime(new Date()) })
      .knexQuery.onConflict(['review_id', 'client'])
      .ignore()
    await db.from('review_code_guesses').where({ review_id: reviewId, client }).increment('wrong', 1)
    // The review's own total, kept for the record; it limits nobody.
    await db.from('reviews').where('id', reviewId).increment('confirmation_attempts', 1)
    const left = codeAttemptsLeft(await wrongGuesses(reviewId, client))
    throw left === 0 ? authErrors.codeAttemptsExceeded() : authErrors.codeInvalid(left)
  }

  const target = targetOfRow(row)
  return retryingRaces(() =>
    db.transaction(async (trx) => {
      const { shopId } = await lockTarget(trx, target)
      const now = toSqlDateTime(new Date())
      // Claimed in one statement so two simultaneous confirmations cannot both publish it.
      const claimed = await trx
        .from('reviews')
        .where('id', reviewId)
        .where('is_confirmed', false)
        .update({ is_confirmed: true, confirmation_code: null, created_at: now, updated_at: now })
      if (affectedRows(claimed) !== 1) throw engagementErrors.reviewAlreadyConfirmed()
      const earlier = trx.from('reviews').whereNot('id', reviewId).whereNull('user_id')
      wherePublished(earlier, target)
      const guestSessionId = row.guest_session_id === null || row.guest_session_id === undefined ? null : Number(row.guest_session_id)
      if (guestSessionId === null) earlier.whereNull('guest_session_id').where('reviewer_email', row.reviewer_email)
      else {
        earlier.where('guest_session_id', guestSessionId)
        await confirmGuestByReview(trx, guestSessionId, reviewId, textOrNull(row.reviewer_name))
      }
      const replaced = affectedRows(await earlier.delete()) > 0
      const { summary, held } = await afterPublishing(trx, reviewId, target, shopId)
      const stored = await reviewsWithReplies(trx).where('reviews.id', reviewId).first()
      return { review: toReview(stored), replaced, pending: false, held, codeSentTo: null, summary }
    }),
  )
}

/**
 * A guest session's review code proved its contact: the session is confirmed (as POST
 * /api/guest-session/confirm would), its name fixed to the one the review was written under (unless it had
 * one), and the review shows the session's name.
 */
async function confirmGuestByReview(trx: TransactionClientContract, guestSessionId: number, reviewId: number, name: string | null) {
  await trx
    .from('guest_sessions')
    .where('id', guestSessionId)
    .whereNull('confirmed_at')
    .update({ confirmed_at: toSqlDateTime(new Date()), confirmation_code: null, confirmation_expires_at: null })
  if (name !== null) await fixGuestName(trx, guestSessionId, name)
  const guest: Row | null = await trx.from('guest_sessions').where('id', guestSessionId).select('name').first()
  if (guest?.name) await trx.from('reviews').where('id', reviewId).update({ reviewer_name: guest.name })
}

/**
 * A new code for a review still waiting for one, sent to the address it was written under, or its guest
 * session's contact (within that recipient's daily allowance); the old code stops working. 404 for no such
 * review, 409 once published.
 */
export async function resendReviewCode(reviewId: number): Promise<void> {
  const row = await db.from('reviews').where('id', reviewId).first()
  if (!row) throw engagementErrors.reviewNotFound()
  if (row.is_confirmed || row.confirmation_code === null) throw engagementErrors.reviewAlreadyConfirmed()
  const code = generateCode()
  const renewed = await db
    .from('reviews')
    .where('id', reviewId)
    .where('is_confirmed', false)
    .update({ confirmation_code: code, confirmation_expires_at: toSqlDateTime(codeExpiresAt()) })
  if (affectedRows(renewed) !== 1) throw engagementErrors.reviewAlreadyConfirmed()
  const to = await codeRecipientOf(row)
  if (to) await sendReviewCode(to, textOrNull(row.reviewer_name), code)
}

/** 404 unless the shop or product is public. */
async function assertPublic(target: ReviewTarget): Promise<void> {
  const visible =
    target.kind === 'shop'
      ? db.from('shops as s').select('s.id').where('s.id', target.id)
      : db.from('products as p').join('shops as s', 's.id', 'p.shop_id').select('p.id').where('p.id', target.id)
  wherePublicShop(visible)
  if (target.kind === 'product') wherePublicProduct(visible)
  if (!(await visible.first())) throw target.kind === 'shop' ? engagementErrors.shopNotFound() : engagementErrors.productNotFound()
}

/** A public shop's or product's reviews, newest first; 404 when the shop or product is hidden. */
export async function listReviews(target: ReviewTarget, query: ReviewListQuery): Promise<Page<Review>> {
  await assertPublic(target)
  const window = requestedWindow(query, REVIEWS_PAGE_SIZE)
  const counted = db.from('reviews').count('* as total')
  whereTarget(counted, target)
  const rows = reviewsWithReplies()
  whereTarget(rows, target)
  const page = await rows.orderBy('reviews.created_at', 'desc').orderBy('reviews.id', 'desc').offset(window.offset).limit(window.limit)
  return { ...window, rows: page.map(toReview), total: Number((await counted.first())?.total ?? 0) }
}

/**
 * The caller's own published review of a public shop or product, so a form can show what they said: the
 * account's, else the guest session's; null for anyone else (a review under a typed e-mail belongs to no
 * session). 404 when the shop or product is hidden.
 */
export async function ownReview(actor: EngagementActor, target: ReviewTarget): Promise<Review | null> {
  await assertPublic(target)
  if (!actor.user && actor.guestSessionId === null) return null
  // A review hidden by a decision is not theirs to edit any more: the dialog starts a new one.
  const query = reviewsWithReplies().whereNull('reviews.hidden_at')
  whereTarget(query, target)
  if (actor.user) query.where('reviews.user_id', actor.user.id)
  else query.where('reviews.guest_session_id', actor.guestSessionId!)
  const row = await query.first()
  return row ? toReview(row) : null
}
