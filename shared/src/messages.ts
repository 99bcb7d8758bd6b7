/** The spec's exact user-facing messages (each area's page in docs/product/), written once for the remotes, the shell and the API. */
export const messages = {
  generic: 'Something went wrong. Please try again later.',
  emailRequired: 'Please provide your email address.',
  emailInvalid: 'Please provide a valid email address.',
  phoneRequired: 'Please provide your phone number.',
  phoneInvalid: 'Please provide a valid phone number.',
  firstNameRequired: 'Please provide your first name.',
  lastNameRequired: 'Please provide your last name.',
  passwordRequired: 'Please provide your password.',
  newsletterInvalid: '*Please enter a valid email address',
  newsletterThanks: 'Thank you, you are now subscribed!',
  // Donation (docs/product/donation.md)
  amountRequired: 'Please select or enter the amount.',
  amountInvalid: 'Please make sure the amount is correct.',
  surnameRequired: 'Please provide your surname.',
  billingEmailRequired: 'Please provide your email.',
  addressRequired: 'Please provide your address',
  cityRequired: 'Please provide your town/city',
  postcodeRequired: 'Please provide your postcode',
  cardNameRequired: 'Please provide your name',
  cardNumberRequired: 'Please provide your card number',
  cardMonthRequired: "Please provide your card's expiry month",
  cardYearRequired: "Please provide your card's expiry year",
  cardYearFull: "Please provide your card's full expiry year",
  cardCvcRequired: "Please provide your card's CVV",
  paymentFailed: '*Sorry, we were unable to process your payment. Please check all payment details are correct and try again.',
  donationThanks: 'Thank you so much for your donation!',
  // Account (docs/product/accounts-and-guides.md)
  phoneExisted: 'This phone number has already been registered.',
  emailExisted: 'This email has already been registered.',
  passwordTooShort: 'Password must be at least 8 characters.',
  // Not in the spec: the common-password check (ASVS 6.2.4) shows this beside the password field.
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another.',
  resetSent: 'We have sent you an email.',
  noSuchAccount: '*Sorry, this email does not match with any account.',
  newPasswordRequired: 'Please enter your new password.',
  passwordMismatch: 'The confirm password does not match the new password.',
  loggedOut: 'You have logged out.',
  // Pages
  notFound: '404 Not Found',
  unexpectedError: 'Unexpected Application Error!',
} as const;

/** Server messages the clients map (docs/product/accounts-and-guides.md). The API sends exactly these strings. */
export const serverMessages = {
  phoneExisted: 'Phone Existed',
  emailExisted: 'Email Existed',
  passwordTooShort: 'must NOT have fewer than 8 characters',
  userDoesNotExist: 'User does not exist',
} as const;
export * from './newsletter-words';
