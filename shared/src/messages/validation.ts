import { CITY_LENGTH, CODE_LENGTH, NAME_LENGTH, PASSWORD_MIN_FORM, PASSWORD_MIN_SCHEMA, PHONE_MIN_DIGITS } from '../constants/auth.ts'
import { PRODUCT_IMPORT_MAX_ROWS, PRODUCT_PRICE_MAX, RATING_MAX, RATING_MIN } from '../constants/catalogue.ts'
import { IMAGE_MAX_MB } from '../constants/images.ts'
import { SPOTLIGHT_IMAGES, SPOTLIGHT_MONTHS, SPOTLIGHT_PRIORITY } from '../constants/spotlight.ts'

/**
 * Inline and schema messages of every form; browser and server read them from here, so both say the same words.
 * Numbers come from the constants so a changed limit cannot leave a stale message behind.
 */
export const VALIDATION_MESSAGES = {
  // Guest contact and reviews
  contactRequired: 'Please provide either an email or phone number.',
  selectRating: 'Please select a rating',
  guestNameRequired: 'Please provide your name',
  guestEmailRequired: 'Please provide your email',
  guestEmailInvalid: 'Please provide a valid email address',
  reviewerIdentityRequired: 'Either userId, guestSessionId, or guest reviewer info must be provided',
  ratingRange: `Rating must be between ${RATING_MIN} and ${RATING_MAX}`,

  // Registration and login schema
  firstNameTooShort: `First name must be at least ${NAME_LENGTH.min} characters`,
  firstNameTooLong: `First name must be less than ${NAME_LENGTH.max} characters`,
  lastNameTooShort: `Last name must be at least ${NAME_LENGTH.min} characters`,
  lastNameTooLong: `Last name must be less than ${NAME_LENGTH.max} characters`,
  emailInvalid: 'Please enter a valid email address',
  phoneTooShort: `Phone number must be at least ${PHONE_MIN_DIGITS} digits`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_SCHEMA} characters`,
  passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  cityTooShort: `City must be at least ${CITY_LENGTH.min} characters`,
  cityTooLong: `City must be less than ${CITY_LENGTH.max} characters`,
  passwordRequired: 'Password is required',
  roleInvalid: 'Please select a valid role',
  contactForMethodRequired: 'Please provide your email or phone number based on your contact method',

  // Password reset and email verification
  codeLength: `Verification code must be ${CODE_LENGTH} digits`,
  passwordsDontMatch: "Passwords don't match",

  // Sign-in and sign-up forms (their own first checks)
  requiredFieldsMissing: 'Please fill in all required fields',
  formPasswordTooShort: `Password must be at least ${PASSWORD_MIN_FORM} characters long`,
  emailAndPasswordRequired: 'Please enter both email and password',
  emailOrPhoneAndPasswordRequired: 'Please enter both email/phone and password',
  passwordsDoNotMatch: 'Passwords do not match',

  // Shops and products
  shopNameMissing: 'Please enter a shop name.',
  locationMissing: 'Please enter a location.',
  shopNameRequired: 'Shop name is required',
  locationRequired: 'Location is required',
  productNameMissing: 'Please enter a product name.',
  productNameRequired: 'Product name is required',
  priceNotPositive: 'Please enter a valid price greater than 0.',
  priceNegative: 'Price must be positive',
  priceTooHigh: `Price must be at most €${PRODUCT_PRICE_MAX.toLocaleString('en-IE')}`,
  categoryUnknown: 'Please choose one of the listed categories',
  websiteInvalid: 'Please enter a valid website address',
  fieldTooLong: 'This field is too long',
  importEmpty: 'The file has no products to import',
  importTooLarge: `A file may add at most ${PRODUCT_IMPORT_MAX_ROWS} products; please split it`,

  // Images
  imageTooLarge: `Image size must be less than ${IMAGE_MAX_MB}MB`,
  imageWrongType: 'Please select a valid image file',
  imageNotSelected: 'Please select an image first',
  imageUrlInvalid: 'Please enter a valid image URL',
  imageUrlNotUploaded: 'Please upload the picture: pictures from other websites cannot be shown here.',

  // Spotlight
  spotlightProductMissing: 'No product selected',
  spotlightImagesMissing: `Please upload at least ${SPOTLIGHT_IMAGES.min} image for the spotlight.`,
  spotlightNoProductPhoto: 'This product has no photo yet: upload a picture for the spotlight instead.',
  spotlightTooManyImages: `You can upload a maximum of ${SPOTLIGHT_IMAGES.max} images.`,
  spotlightDurationRange: `Duration must be between ${SPOTLIGHT_MONTHS.min} and ${SPOTLIGHT_MONTHS.max} months`,
  spotlightPriorityRange: `Priority must be between ${SPOTLIGHT_PRIORITY.min} and ${SPOTLIGHT_PRIORITY.max}`,
  forceRejectReasonRequired: 'A reason is required to remove an active spotlight',
} as const
