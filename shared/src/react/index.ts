/*
 * React hooks the website's and the console's screens both use: each binds a pure rule of `../rules/` to state,
 * listeners and focus, written once. React itself is the apps' (a peer dependency); nothing else here imports it.
 */
export { useBellDisclosure } from './use-bell-disclosure.ts'
