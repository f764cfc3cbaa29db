/** The shop page's "Trader information" block (DSA Art. 31): its own words; the certification's text is shared. */
export const TRADER_INFO_COPY = {
  heading: 'Trader information',
  intro: 'Who sells here, as the trader told us and our team checked (EU Digital Services Act).',
  legalName: 'Legal name',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  registerNumber: { cro: 'CRO company number', rbn: 'RBN business-name number' },
  selfCertification: 'Self-certification',
  missing: 'This trader has not given their trader details yet.',
} as const
