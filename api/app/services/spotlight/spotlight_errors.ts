import { SPOTLIGHT_SERVER_MESSAGES as S } from '#messages/index'
import { errors } from '@vinejs/vine'
import { fail } from '#exceptions/api_error'

/* The spotlight failures the dashboard and the console show, each with its status. */
export const spotlightErrors = {
  productNotFound: () => fail(S.productNotFound, 404),
  productNotPublic: () => fail(S.productNotPublic, 409),
  /** A 422 on the product field, like a validator's: the owner picks another product or restocks this one. */
  productOutOfStock: () => new errors.E_VALIDATION_ERROR([{ field: 'productId', message: S.productOutOfStock, rule: 'inStock' }]),
  alreadyRequested: () => fail(S.alreadyRequested, 409),
  /** Field messages like a validator's: the pictures the request needs. */
  imagesProblem: (field: 'images' | 'useProductPhoto', message: string) =>
    new errors.E_VALIDATION_ERROR([{ field, message, rule: 'images' }]),
  requestNotFound: () => fail(S.requestNotFound, 404),
  notPending: () => fail(S.notPending, 409),
  notPaid: () => fail(S.notPaid, 409),
  notActive: () => fail(S.notActive, 409),
}
