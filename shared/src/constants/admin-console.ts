/** How many of each list a customer's story in the console shows (the newest); the counts are whole. */
export const CUSTOMER_STORY_ITEMS = 10
