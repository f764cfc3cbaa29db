import { fail } from '#exceptions/api_error'

/* Failures of the system routes (uploads). */
export const systemErrors = {
  fileNotFound: () => fail('File not found', 404),
}
