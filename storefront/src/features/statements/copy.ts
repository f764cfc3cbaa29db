/*
 * The privacy, cookie and accessibility statements. What they say about
 * retention matches docs/privacy.md; change both together.
 */

export interface StatementSection {
  heading: string
  paragraphs: readonly string[]
  /** Rows of a two- or three-column table under the paragraphs. */
  table?: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
}

export const PRIVACY_COPY = {
  title: 'Privacy and cookies',
  description:
    'What ShopLocal Ireland keeps about you, why, for how long, who receives it, and how to see, correct, download or delete it.',
  updated: 'Last updated 25 November 2026.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'ShopLocal Ireland runs this marketplace and decides what happens to the personal data it holds. Write to hello@shoplocal.ie about anything on this page.',
      ],
    },
    {
      heading: 'What we keep and why',
      paragraphs: [
        'Your account: your name, e-mail address or phone number, town or city, password (stored only as a one-way hash) and, for shop owners, your shops, products and pictures. We need these to run your account and show your shops.',
        'What you do here: favourites, reviews, messages and chats with shops, and payments for plans and spotlights. Reviews show your first name and the initial of your last name.',
        'Security records: when and from where you signed in, codes we sent you, and a log of changes to your account, so we can protect it and help you if something goes wrong.',
        'Visits to shop pages are counted. We keep only the network part of the address (for example 203.0.113.0), never the full address, and the browser type. To count two people on the same network as two, we also keep a scrambled code made from your full address and browser with a key that changes every day; it cannot be turned back into your address.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['Each kind of data is deleted when it is no longer needed:'],
      table: {
        caption: 'Retention periods',
        head: ['Data', 'Kept for'],
        rows: [
          ['Your account and favourites', 'Until you delete your account'],
          [
            'Sign-in records (when and from where you signed in)',
            '90 days from the sign-in (longer only while you stay signed in there), or until you delete your account',
          ],
          ['Account log (changes to your account and security events)', 'One year'],
          ['Reviews', 'While the shop or product is listed; after your account is deleted they stay as "A former customer", with no name'],
          ['Chats and messages to a shop', 'While the shop is listed; after your account is deleted the shop keeps them without your name'],
          [
            'Notifications',
            "180 days; after your account is deleted, a shop owner's notices about your messages and reviews no longer show your name, e-mail or phone",
          ],
          [
            'Payment records and invoices',
            'At least six years, as Irish tax law requires; after your account is deleted they are no longer linked to you',
          ],
          ['Website session', '7 days after your last visit, or until you sign out'],
          ['Guest sessions', 'Until they expire; removed every hour after that'],
          ['Sign-in and e-mail codes', 'Valid for 10 minutes; removed two days later, or with the account'],
          ['Shop visits', '400 days, for the shop statistics, with the network part of the address only'],
        ],
      },
    },
    {
      heading: 'Who receives it',
      paragraphs: [
        'Stripe receives card payments you make on our payment pages; your card details go to Stripe directly and never to us.',
        'Our mail provider delivers the e-mails we send you (codes, receipts, notices), and our SMS provider (Twilio) the codes we text to phone accounts.',
        'Nobody else. The website loads nothing from other companies: no advertising, no analytics, no maps, no fonts from elsewhere. "Use my location" sends your position only to us, to find the nearest town.',
      ],
    },
    {
      heading: 'Your rights and how to use them here',
      paragraphs: [
        'On your account page you can see and correct your details, change your e-mail address, phone number and password, see where you are signed in and sign other places out.',
        'Download my data, on your account page, gives you everything we hold about your account as a JSON file, or as a zip file with your pictures too.',
        'Delete my account, on your account page, erases your personal data at once. A shop owner with an unpaid invoice is told which invoices to settle first.',
        'You can also object to or ask us to restrict what we do with your data by writing to hello@shoplocal.ie, and complain to the Data Protection Commission (dataprotection.ie).',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use one cookie: the session cookie, which keeps you signed in and remembers a guest session. It is strictly necessary for the site to work, so we do not ask for consent and show no cookie banner.',
        'It is sent only to this site, cannot be read by scripts, and lasts 7 days after your last visit. We use no advertising, analytics or other third-party cookies.',
      ],
    },
  ] satisfies readonly StatementSection[],
} as const

export const ACCESSIBILITY_COPY = {
  title: 'Accessibility statement',
  description: 'How accessible the ShopLocal Ireland website is, what does not work yet, and how to tell us about a problem.',
  sections: [
    {
      heading: 'Our aim',
      paragraphs: [
        'ShopLocal Ireland wants everyone to be able to find and support local shops. We aim for the website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, which covers what EN 301 549 and the European Accessibility Act ask of online shops.',
      ],
    },
    {
      heading: 'Conformance status',
      paragraphs: [
        'The website partially conforms to WCAG 2.2 AA: most pages conform, and the exceptions below are known.',
        'Every page is checked automatically with axe in Chromium on every change, signed out and signed in as a customer, a shop owner and an administrator, at 1280 and 320 pixels wide, and for sideways scrolling at 320 pixels, at 200 % zoom and with increased text spacing.',
        'Keyboard-only journeys are run on every change too: finding a shop, following it, rating it and sending it a message; and adding a shop and a product and paying by bank transfer with a proof of payment.',
      ],
    },
    {
      heading: 'Known exceptions',
      paragraphs: [
        'Pictures that shop owners upload may not have useful text alternatives; we show the product or shop name beside each one.',
      ],
    },
    {
      heading: 'Report a problem',
      paragraphs: [
        'If something on the site does not work for you, use the report form below or write to the address it gives. Tell us the page and what went wrong.',
      ],
    },
  ] satisfies readonly StatementSection[],
  lastChecked: 'This statement was last reviewed on 25 November 2026.',
  reportIntro: 'Report a problem with the website:',
} as const

/** The terms: moderation policy, appeals, the misuse rule. A change gets a new version and date. */
export const TERMS_COPY = {
  title: 'Terms of use and moderation policy',
  description: 'How ShopLocal Ireland decides what may be listed, how to report something, how we decide, and how to appeal.',
  sections: [
    {
      heading: '1. What may be listed',
      paragraphs: [
        'Shops on ShopLocal Ireland are Irish businesses and traders. Listings, spotlights, reviews and messages must be lawful, honest and about the shop and its goods.',
        'Not allowed: illegal goods or content, unsafe or recalled products, counterfeits and other intellectual property infringements, scams, misleading prices or consumer information, hateful or violent content, content that harms minors, other people’s personal data, and content that harms animals.',
      ],
    },
    {
      heading: '2. Reporting',
      paragraphs: [
        'Anyone can report a shop, product, spotlight, review or chat message they think is illegal or breaks these terms, with the Report link beside it or the report form (/report). A report names the item, the kind of problem and why, and the name and e-mail address of the person reporting (except for reports about the protection of minors), with a statement that it is made in good faith.',
        'Every report gets a reference at once. We look at every report within 24 hours and tell the reporter what we decided and how to challenge it.',
      ],
    },
    {
      heading: '3. How we decide',
      paragraphs: [
        'A member of our team decides each report, or acts on their own check. No decision is taken by automated means.',
        'We may take no action, hide an item (a product, review, message or spotlight), keep a shop out of search and lists, or suspend an account. Rejecting or removing a shop and banning an account follow the same rules.',
        'Every decision rests on a clause of these terms or on a law, and the person affected gets a statement of reasons: what was restricted and since when, the facts, whether it followed a report or our own check, the ground, and how to challenge it. The statement is mailed and kept in their account.',
      ],
    },
    {
      heading: '4. Appeals',
      paragraphs: [
        'The person affected by a decision, and a reporter whose report led to no action, may appeal free of charge from the statement in their account, within six months of the decision.',
        'An appeal is decided by a different member of our team from the one who made the first decision. If the appeal succeeds, we put back exactly what was restricted. Either way we explain the outcome.',
        'You may also turn to a certified out-of-court dispute settlement body, or go to court.',
      ],
    },
    {
      heading: '5. Misuse',
      paragraphs: [
        'Reporting: if two reports from the same e-mail address are found manifestly unfounded within 90 days, we warn the sender; at three, we do not handle reports from that address for 30 days, and say so.',
        'Posting: if two items an account posted are hidden as manifestly illegal within 90 days, we warn it; at three, it may not post reviews, messages or products for 30 days. The suspension comes with a statement of reasons and can be appealed like any decision.',
      ],
    },
    {
      heading: '6. Changes',
      paragraphs: [
        'We publish each new version of these terms here with its date. Shop owners are told 15 days before a change applies to them.',
      ],
    },
  ],
} as const

/** The single points of contact for authorities and for users. */
export const CONTACT_COPY = {
  title: 'Contact',
  description: 'How authorities, the Commission and people using ShopLocal Ireland can reach us.',
  sections: [
    {
      heading: 'For authorities, the Commission and the Digital Services Coordinator',
      paragraphs: [
        'Our single point of contact for Member States’ authorities, the European Commission and the European Board for Digital Services: dsa@shoplocal.ie. We answer in English or Irish.',
        'Orders to act against illegal content or to provide information are answered without undue delay.',
      ],
    },
    {
      heading: 'For people using ShopLocal Ireland',
      paragraphs: [
        'Our single point of contact for customers, visitors and shop owners: hello@shoplocal.ie. You reach a person, not only an automated tool.',
        'To report illegal content or a breach of our terms, use the Report link beside the item or the report form (/report). To challenge a decision about you, appeal from the statement of reasons in your account.',
      ],
    },
  ],
} as const
