import { VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { IMAGE_UPLOAD_FIELD } from '@shoplocal/shared/constants'
import { fail } from '#exceptions/api_error'

/* Refused uploads: the picker shows the message; nothing is stored for any of them. */
export const uploadErrors = {
  noImage: () => fail(VALIDATION_MESSAGES.imageNotSelected, 422, { field: IMAGE_UPLOAD_FIELD }),
  tooLarge: () => fail(VALIDATION_MESSAGES.imageTooLarge, 413, { field: IMAGE_UPLOAD_FIELD }),
  notAnImage: () => fail(VALIDATION_MESSAGES.imageWrongType, 422, { field: IMAGE_UPLOAD_FIELD }),
  fileNotFound: () => fail('File not found', 404),
}
