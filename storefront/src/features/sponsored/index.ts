export { SponsoredNote } from './SponsoredNote.tsx'
