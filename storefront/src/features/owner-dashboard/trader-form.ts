import { TRADER_MESSAGES } from '@shoplocal/shared/messages'
import type { TraderRegister } from '@shoplocal/shared/constants'
import type { TraderDetails } from '@shoplocal/shared/types'
import type { FormCheck } from '../../components/ui/use-submit.ts'

/** The form's values: text as typed, the register as the select's value ('' = not registered). */
export type TraderFormValues = {
  legalName: string
  address: string
  phone: string
  email: string
  register: '' | TraderRegister
  registerNumber: string
  vatNumber: string
  iban: string
  selfCertified: boolean
}

export interface TraderPayload {
  legalName: string
  address: string
  phone: string
  email: string
  register: TraderRegister | null
  registerNumber: string | null
  vatNumber: string | null
  iban: string
  selfCertified: boolean
}

/** `certified`: the shop's own saved details (the owner certified them); details copied from another shop ask again. */
export function traderFormValues(trader: TraderDetails | null, certified: boolean): TraderFormValues {
  return {
    legalName: trader?.legalName ?? '',
    address: trader?.address ?? '',
    phone: trader?.phone ?? '',
    email: trader?.email ?? '',
    register: trader?.register ?? '',
    registerNumber: trader?.registerNumber ?? '',
    vatNumber: trader?.vatNumber ?? '',
    iban: trader?.iban ?? '',
    selfCertified: certified,
  }
}

/** Only the certification is checked here (a box the API cannot point at as well); every shape is the API's. */
export function checkTraderForm(values: TraderFormValues): FormCheck<TraderPayload> {
  if (!values.selfCertified) return { ok: false, field: 'selfCertified', message: TRADER_MESSAGES.selfCertificationRequired }
  const register = values.register === '' ? null : values.register
  return {
    ok: true,
    payload: {
      legalName: values.legalName,
      address: values.address,
      phone: values.phone,
      email: values.email,
      register,
      registerNumber: register ? values.registerNumber : null,
      vatNumber: values.vatNumber.trim() === '' ? null : values.vatNumber,
      iban: values.iban,
      selfCertified: true,
    },
  }
}
