/*
 * Words shoppers use for the same trade: a search for one finds the others as
 * if they had been typed (not as typos). Data only; each group is matched by
 * its words' stems (search_text.ts), so plurals need no entry.
 */
export const TRADE_SYNONYMS: readonly (readonly string[])[] = [
  // Bread is what a bakery is looked for by.
  ['bakery', 'bakehouse', 'bakers', 'baker', 'bread'],
  ['barber', 'barbershop', 'barbers'],
  ['chemist', 'pharmacy', 'apothecary'],
  ['butcher', 'butchers', 'victualler'],
  ['grocer', 'greengrocer', 'grocery'],
  ['cafe', 'coffee', 'coffeehouse', 'coffeeshop'],
  ['florist', 'flowers', 'flower'],
  ['bookshop', 'bookstore', 'books', 'bookseller'],
  ['hairdresser', 'salon', 'hairdressing'],
  ['hardware', 'ironmonger', 'ironmongers'],
  ['fishmonger', 'fish'],
  ['jeweller', 'jewellery', 'jeweler', 'jewelry'],
  ['optician', 'optometrist', 'opticians'],
  ['deli', 'delicatessen'],
  ['cobbler', 'shoemaker'],
  ['tailor', 'alterations', 'dressmaker'],
]
