import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { ACCOUNT_MESSAGES } from '@shoplocal/shared/messages'
import type { AccountSession, AuthUserDetail, MessageResponse } from '@shoplocal/shared/types'
import { signedInCallerOf } from '#controllers/actor'
import { forgetDeletedAccount, requireUser, webSessionId } from '#controllers/web_session'
import { presentAuthUser } from '#services/auth/presenters'
import { deleteOwnAccount, sendDeletionCode } from '#services/account/account_deletion'
import { endSession, listSessions } from '#services/account/account_sessions'
import {
  changePassword,
  confirmEmailChange,
  confirmPhoneChange,
  requestEmailChange,
  requestPhoneChange,
  updateProfile,
} from '#services/account/account_settings'
import { exportDocument } from '#services/account/data_export'
import { writeExportZip } from '#services/account/data_export_zip'
import { chooseProfilePicture, removeProfilePicture, uploadProfilePicture } from '#services/account/profile_picture'
import { readImagePart } from '#controllers/owner/image_part'
import {
  codeValidator,
  deletionCodeValidator,
  deletionValidator,
  emailChangeValidator,
  exportValidator,
  passwordChangeValidator,
  phoneChangeValidator,
  pictureValidator,
  profileValidator,
} from '#validators/account'

interface AccountUserResponse extends MessageResponse {
  user: AuthUserDetail
}

/** The person's own account: details, contact changes, password, sessions, their data and its deletion. */
export default class AccountController {
  async show(ctx: HttpContext): Promise<AuthUserDetail> {
    return presentAuthUser(await requireUser(ctx))
  }

  async update(ctx: HttpContext): Promise<AccountUserResponse> {
    const actor = await signedInCallerOf(ctx)
    const user = await updateProfile(actor, await ctx.request.validateUsing(profileValidator))
    return { message: ACCOUNT_MESSAGES.profileSaved, user: presentAuthUser(user) }
  }

  async requestEmail(ctx: HttpContext): Promise<MessageResponse> {
    const actor = await signedInCallerOf(ctx)
    const { email } = await ctx.request.validateUsing(emailChangeValidator)
    await requestEmailChange(actor, email)
    return { message: ACCOUNT_MESSAGES.emailCodeSent }
  }

  async confirmEmail(ctx: HttpContext): Promise<AccountUserResponse> {
    const actor = await signedInCallerOf(ctx)
    const { code } = await ctx.request.validateUsing(codeValidator)
    const user = await confirmEmailChange(actor, code)
    return { message: ACCOUNT_MESSAGES.emailChanged, user: presentAuthUser(user) }
  }

  async requestPhone(ctx: HttpContext): Promise<MessageResponse> {
    const actor = await signedInCallerOf(ctx)
    const { phone } = await ctx.request.validateUsing(phoneChangeValidator)
    await requestPhoneChange(actor, phone)
    return { message: ACCOUNT_MESSAGES.phoneCodeSent }
  }

  async confirmPhone(ctx: HttpContext): Promise<AccountUserResponse> {
    const actor = await signedInCallerOf(ctx)
    const { code } = await ctx.request.validateUsing(codeValidator)
    const user = await confirmPhoneChange(actor, code)
    return { message: ACCOUNT_MESSAGES.phoneChanged, user: presentAuthUser(user) }
  }

  /** The body is read only after the caller is known to be signed in. */
  async uploadPicture(ctx: HttpContext): Promise<AccountUserResponse> {
    const actor = await signedInCallerOf(ctx)
    const user = await uploadProfilePicture(actor, await readImagePart(ctx))
    ctx.response.status(201)
    return { message: ACCOUNT_MESSAGES.pictureSaved, user: presentAuthUser(user) }
  }

  async choosePicture(ctx: HttpContext): Promise<AccountUserResponse> {
    const actor = await signedInCallerOf(ctx)
    const { profileImageUrl } = await ctx.request.validateUsing(pictureValidator)
    const user = await chooseProfilePicture(actor, profileImageUrl)
    return { message: ACCOUNT_MESSAGES.pictureSaved, user: presentAuthUser(user) }
  }

  async removePicture(ctx: HttpContext): Promise<AccountUserResponse> {
    const user = await removeProfilePicture(await signedInCallerOf(ctx))
    return { message: ACCOUNT_MESSAGES.pictureRemoved, user: presentAuthUser(user) }
  }

  async password(ctx: HttpContext): Promise<MessageResponse> {
    const actor = await signedInCallerOf(ctx)
    await changePassword(actor, webSessionId(ctx), await ctx.request.validateUsing(passwordChangeValidator))
    return { message: ACCOUNT_MESSAGES.passwordChanged }
  }

  async sessions(ctx: HttpContext): Promise<AccountSession[]> {
    const user = await requireUser(ctx)
    return listSessions(user.id, webSessionId(ctx))
  }

  async endSession(ctx: HttpContext): Promise<MessageResponse> {
    const actor = await signedInCallerOf(ctx)
    await endSession(actor, Number(ctx.params.id))
    return { message: ACCOUNT_MESSAGES.sessionEnded }
  }

  /**
   * A JSON file (or, with ?format=zip, a zip of it and the pictures) written as it is read, so its size never
   * sits in memory. The zip is written straight to the connection, which tells when it has taken each piece,
   * so the buffers its pictures are read into can be used again.
   */
  async export(ctx: HttpContext): Promise<void> {
    const actor = await signedInCallerOf(ctx)
    const { format } = await exportValidator.validate(ctx.request.qs())
    const zip = format === 'zip'
    ctx.response.header('content-type', zip ? 'application/zip' : 'application/json; charset=utf-8')
    ctx.response.header('content-disposition', `attachment; filename="shoplocal-data-${actor.user.id}.${zip ? 'zip' : 'json'}"`)
    // no-transform: the server's compression leaves the zip alone, so each write reaches the socket with its callback.
    ctx.response.header('cache-control', zip ? 'no-store, no-transform' : 'no-store')
    if (!zip) return ctx.response.stream(Readable.from(exportDocument(actor)))
    ctx.response.relayHeaders()
    await writeExportZip(actor, ctx.response.response)
  }

  async deletionCode(ctx: HttpContext): Promise<MessageResponse> {
    const actor = await signedInCallerOf(ctx)
    const { via } = await ctx.request.validateUsing(deletionCodeValidator)
    return { message: ACCOUNT_MESSAGES.deletionCodeSent(await sendDeletionCode(actor, via)) }
  }

  async destroy(ctx: HttpContext): Promise<MessageResponse> {
    const actor = await signedInCallerOf(ctx)
    const { password, code } = await ctx.request.validateUsing(deletionValidator)
    await deleteOwnAccount(actor, { password, code })
    await forgetDeletedAccount(ctx)
    return { message: ACCOUNT_MESSAGES.accountDeleted }
  }
}
