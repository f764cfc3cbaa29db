/* Whether a shop is open: the badge shop pages and cards show. */
export { OpenStateBadge } from './OpenStateBadge.tsx'
