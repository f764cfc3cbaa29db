/*
 * The "How we rank" page. Every number on it comes from RANKING, the same object the search engine reads, so the
 * page says what the engine does.
 */
import { RANKING, RATING_MAX } from '@shoplocal/shared/constants'
import type { StatementSection } from './copy.ts'

const bonusStars = (RANKING.newShop.visibilityPercent / 100) * RATING_MAX
const starWord = (count: number) => (count === 1 ? 'star' : 'stars')

export const HOW_WE_RANK_COPY = {
  title: 'How we rank',
  description:
    'How ShopLocal Ireland orders shops and products in searches and lists, what sponsored placement changes, and how you change the order yourself.',
  link: 'How we rank',
  sections: [
    {
      heading: 'The same order for everyone',
      paragraphs: [
        'Searches and lists are ordered by the rules on this page and nothing else. We do not order them by who you are, what you looked at before or anything we know about you.',
      ],
    },
    {
      heading: 'When you type words',
      paragraphs: [
        `Every word you type must be found, in a shop's name, description or town, or in a product's name or description. A word of ${RANKING.prefixFromLetters} letters or more also finds longer words that start with it ("bak" finds "bakery"), and a word of ${RANKING.typoFromLetters} letters or more is still found with one letter wrong, missing or extra. Other names for the same trade count as if you had typed them ("chemist" finds pharmacies).`,
        'Results are then ordered by these, each deciding only between results the ones before it left equal:',
      ],
      table: {
        caption: 'What orders search results, most important first',
        head: ['No.', 'What counts'],
        rows: [
          ['1', 'Fewest words found only through a typo: a typo never comes before a word found as you typed it.'],
          ['2', 'Most of your words found in the name.'],
          [
            '3',
            `How well the text matches: a word in a name counts ${RANKING.nameBoost} times as much as one in a description or a town, and a whole word more than the start of one.`,
          ],
          ['4', 'The rating: the average of the stars customers gave.'],
          ['5', 'For shops, the one that joined first; for products, the newest.'],
        ],
      },
    },
    {
      heading: 'Lists without words',
      paragraphs: [
        'A town, a category or the full list is ordered by rating, highest first; then shops by the one that joined first and products by the newest.',
      ],
    },
    {
      heading: 'New shops',
      paragraphs: [
        `For ${RANKING.newShop.days} days after we approve a shop, it and its products rank ${RANKING.newShop.visibilityPercent}% higher: its text match counts ${RANKING.newShop.visibilityPercent}% more and its rating counts ${bonusStars} ${starWord(bonusStars)} more. It decides only between results that match your words equally well. Every new shop gets the same, and nobody pays for it.`,
      ],
    },
    {
      heading: 'Nearest',
      paragraphs: [
        'When you give a town and choose "Nearest", shops and products are ordered by distance from that town to the shop\'s town (or to the middle of its county when we do not know the town, said as "about"). Within one town the order above still applies, and results found only through a typo come after the others. "Within" a distance leaves out everything further away.',
      ],
    },
    {
      heading: 'Sponsored products',
      paragraphs: [
        'A shop can pay to spotlight one of its products. A spotlighted product is labelled "Sponsored" wherever it appears, and "Why am I seeing this?" beside the label says which shop paid and from when to when.',
        'Paying never changes the order of a search or a list. It puts the product in the Spotlight section of the home page, and only there does it change an order:',
      ],
      table: {
        caption: 'The order of the Spotlight section',
        head: ['No.', 'What counts'],
        rows: [
          ['1', 'Products in stock come before those out of stock.'],
          [
            '2',
            `Among products in stock, the higher spotlight priority first (${RANKING.spotlightPriority.min} to ${RANKING.spotlightPriority.max}, set by our staff when they approve a request; above ${RANKING.spotlightPriorityBadgeAbove} the card says "PRIORITY"). Out of stock, priority counts for nothing.`,
          ],
          ['3', 'Then the spotlight that started most recently.'],
        ],
      },
    },
    {
      heading: 'How you change the order',
      paragraphs: [
        'Type different or fewer words, choose a town or a category, choose "Nearest" instead of "Best match", or keep only shops within a distance. Every filter is in the search form above each list.',
      ],
    },
  ] satisfies StatementSection[],
} as const
