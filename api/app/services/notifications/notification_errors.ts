import { errors as vineErrors } from '@vinejs/vine'
import { NOTIFICATION_MESSAGES as M } from '#messages/index'
import { fail } from '#exceptions/api_error'

/* The failures of the notification calls: someone else's notification is not found, never forbidden. */
export const notificationErrors = {
  notFound: () => fail(M.notFound, 404),
  unknownKind: (index: number) =>
    new vineErrors.E_VALIDATION_ERROR([{ field: `preferences.${index}.kind`, message: M.unknownKind, rule: 'kind' }]),
  unsubscribeInvalid: () => fail(M.unsubscribeInvalid, 404),
}
