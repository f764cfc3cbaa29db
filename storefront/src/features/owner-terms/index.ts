export { OWNER_TERMS_COPY } from './copy.ts'
export { fetchOwnerTerms } from './owner-terms-api.ts'
