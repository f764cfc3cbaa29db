/*
 * What other features may use of the auth feature: the dialog that asks a guest which way to sign in.
 * Everything else here is the auth screens' own.
 */
export { ChooseLoginTypeDialog } from './ChooseLoginTypeDialog.tsx'
