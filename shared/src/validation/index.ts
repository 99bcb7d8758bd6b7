export { checkEmail } from './check-email';
export { checkPhone } from './check-phone';
export type { CheckMessages } from './ask-api';
