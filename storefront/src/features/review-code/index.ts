/* The code step of a review written without an account, and the words the forms around it show. */
export { ReviewCodeStep } from './ReviewCodeStep.tsx'
export { REVIEW_CODE_COPY } from './copy.ts'
