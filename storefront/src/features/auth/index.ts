/*
 * What other features may use of the auth feature: the dialog that asks a guest which way to sign in,
 * the customer sign-in dialog that opens where a signed-out visitor acts, the pending rating it posts after
 * sign-in, and the handling of a session that ended mid-task. Everything else here is the auth screens' own.
 */
export { ChooseLoginTypeDialog } from './ChooseLoginTypeDialog.tsx'
export { CustomerSignInDialog } from './CustomerSignInDialog.tsx'
export { handleUnauthorized } from './unauthorized.ts'
export { readPendingRating, savePendingRating, takePendingRating } from './pending-rating.ts'
// The account page's forms share the auth forms' frame and fields (the submit cycle is components/ui/use-submit.ts).
export { AuthForm } from './AuthForm.tsx'
export { CodeField, NameAndCityFields, NewPasswordFields } from './account-fields.tsx'
export { successToast, useSubmit } from '../../components/ui/use-submit.ts'
