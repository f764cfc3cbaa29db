export { SponsoredNote } from './SponsoredNote.tsx'
export { SPONSORED_COPY } from './copy.ts'
