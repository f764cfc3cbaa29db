/*
 * What other features may use of the auth feature: the dialog that asks a guest which way to sign in,
 * and the handling of a session that ended mid-task.
 * Everything else here is the auth screens' own.
 */
export { ChooseLoginTypeDialog } from './ChooseLoginTypeDialog.tsx'
export { handleUnauthorized } from './unauthorized.ts'
