/*
 * The "How reviews work" page and the line beside every review list. Says only what the review rules do: nothing
 * sold here can be checked as bought, so no review is called verified.
 */
import { APPEAL_WINDOW_MONTHS, REPORT_RESPONSE_HOURS, REVIEW_COMMENT_MAX_LENGTH } from '@shoplocal/shared/constants'
import type { StatementSection } from './copy.ts'

export const HOW_REVIEWS_WORK_COPY = {
  title: 'How reviews work',
  description:
    'Who can review shops and products on ShopLocal Ireland, what we check and what we do not, how reviews are moderated and how the average is made.',
  link: 'How reviews work',
  /** Beside every review list, before the link to the page. */
  summary: 'Reviews come from customers with an account or a confirmed e-mail or phone. Purchases are not verified.',
  sections: [
    {
      heading: 'Who can post a review',
      paragraphs: [
        'Customers with an account, and visitors who confirm an e-mail address or phone number with a code we send them. A review from a visitor appears only after the code is entered. Each person has one review per shop and one per product, and can change it later.',
        `A review is a star rating from 1 to 5 with an optional comment of up to ${REVIEW_COMMENT_MAX_LENGTH} characters.`,
      ],
    },
    {
      heading: 'What we check, and what we do not',
      paragraphs: [
        'Nothing is sold through ShopLocal Ireland: you buy in the shop. So we cannot check that a reviewer bought the product or visited the shop, and no review here is marked as verified.',
        'We check that each review comes from a real account or a confirmed contact, and we limit how many reviews one connection can send in a short time. When many new reviewers arrive at one shop at once, their reviews wait for our staff to look at them before they count.',
      ],
    },
    {
      heading: 'Moderation',
      paragraphs: [
        `Anyone can report a review with the Report link beside it. We look at every report within ${REPORT_RESPONSE_HOURS} hours. A review that breaks the law or our terms is hidden, and its author is told why in a statement of reasons and can appeal within ${APPEAL_WINDOW_MONTHS} months. We do not hide a review because it is negative, and shop owners cannot remove reviews.`,
      ],
    },
    {
      heading: 'How the average is made',
      paragraphs: [
        "A shop's or product's rating is the plain average of the stars of its published reviews, shown to one decimal. Hidden reviews and reviews still waiting for a code or for our staff do not count. A shop's rating counts the reviews of the shop, not those of its products.",
      ],
    },
    {
      heading: 'Replies from shops',
      paragraphs: [
        "A shop's owner may reply to a review in public, under the review, and change or remove the reply later. A reply does not change the rating.",
      ],
    },
  ] satisfies StatementSection[],
} as const
