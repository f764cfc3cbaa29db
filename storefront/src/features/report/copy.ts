import { REPORT_RESPONSE_HOURS } from '@shoplocal/shared/constants'

/** The report band and dialog's own words. */
export const REPORT_COPY = {
  reportShop: 'Report a shop',
  reportIntro: 'Something wrong with a shop or a listing? Tell us and we will look into it.',
  /** The link beside every shop, product, spotlight, review and chat message. */
  report: 'Report',
  reportItem: (name: string) => `Report ${name}`,
} as const

/** The report form (/report). */
export const REPORT_FORM = {
  title: 'Report illegal content or a breach of our terms',
  description: 'Tell ShopLocal Ireland about a shop, product, spotlight, review or message you think is illegal or against our terms.',
  intro: `Tell us what is wrong. Our moderation team looks at every report within ${REPORT_RESPONSE_HOURS} hours and tells you the outcome.`,
  item: 'What you are reporting',
  openItem: 'Open it',
  link: 'Link to the shop, product or spotlight page',
  linkHint:
    'Copy the address of the page, for example https://shoplocal.ie/products/12. Reviews and chat messages have their own Report link.',
  linkInvalid: 'Please paste the address of a shop, product or spotlight page.',
  category: 'What kind of problem is it?',
  explanation: 'Why is it illegal or against our terms?',
  explanationRequired: 'Please explain why you think this item is illegal or against our terms.',
  name: 'Your name',
  email: 'Your e-mail address',
  contactHint: 'We need these to tell you our decision. You may leave them out only for reports about the protection of minors.',
  nameRequired: 'Please give your name.',
  emailRequired: 'Please give your e-mail address, so we can tell you what we decided.',
  goodFaith: 'I confirm in good faith that the information in this report is accurate and complete.',
  goodFaithRequired: 'Please confirm that your report is made in good faith.',
  send: 'Send report',
  sending: 'Sending…',
  failure: { title: 'Report not sent', fallback: 'Your report could not be sent. Please try again.' },
  doneTitle: 'Thank you, your report was received',
  reference: 'Your reference',
  promise: `We look at every report within ${REPORT_RESPONSE_HOURS} hours. We will e-mail you our decision and how you can challenge it.`,
  misuse: 'Reports that are repeatedly manifestly unfounded lead to a warning, then a pause on reporting: see our terms.',
  terms: 'Our terms and moderation policy',
  notFoundTitle: 'This item cannot be reported',
  notFound: 'We could not find it, or it is not public any more.',
} as const

/** The account's statements of reasons and their appeal form. */
export const STATEMENT_COPY = {
  listTitle: 'Decisions about your content and reports',
  listIntro:
    'When we restrict one of your shops, products, reviews, messages or your account, or decide on a report you sent, the statement of reasons is here.',
  none: 'There are no decisions about your content or your reports.',
  title: 'Statement of reasons',
  back: 'All decisions',
  item: 'What it is about',
  decision: 'What we decided',
  since: 'Since',
  facts: 'Facts and reasons',
  ground: 'Ground',
  groundTerms: (detail: string) => `Our terms: ${detail}`,
  groundLaw: (detail: string) => `The law: ${detail}`,
  source: 'How it came to us',
  fromNotice: 'A report from someone else',
  ownInitiative: 'Our own check',
  automation: 'Automated means',
  noAutomation: 'None: a person at ShopLocal Ireland found and decided this.',
  reversed: 'Reversed on appeal on',
  redressTitle: 'How to challenge it',
  redress: [
    'Appeal to us, free of charge, with the form below within six months of the decision. A different member of our team decides your appeal.',
    'Turn to a certified out-of-court dispute settlement body (Article 21 of the Digital Services Act).',
    'Go to court: nothing here limits your rights under Irish and EU law.',
  ],
  appealUntil: 'You can appeal until',
  appealTitle: 'Appeal this decision',
  appealLabel: 'Why should we change the decision?',
  appealRequired: 'Please explain why we should change the decision.',
  appealSend: 'Send appeal',
  appealSending: 'Sending…',
  appealFailure: { title: 'Appeal not sent', fallback: 'Your appeal could not be sent. Please try again.' },
  appealSent: 'Your appeal was received. A different member of our team will decide it and tell you the outcome.',
  appealStatus: 'Your appeal',
  appealOpen: 'Waiting for a decision',
  appealUpheld: 'Not successful: the decision stands',
  appealReversed: 'Successful: the decision was reversed',
  appealAnswer: 'Our answer',
  reporterNote: 'You reported this item. You can appeal a decision to take no action.',
  linkNotFound: 'This link does not open a statement. Please use the whole link from our e-mail.',
} as const
