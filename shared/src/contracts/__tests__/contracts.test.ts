import {
  apiError,
  broadcastRequestSchema,
  donationRequestSchema,
  enquiryRequestSchema,
  loginRequestSchema,
  newsletterRequestSchema,
  registerRequestSchema,
  rentBands,
  resetPasswordRequestSchema,
  whatsappRequestSchema,
  articleListRequestSchema,
  readListingQuery,
} from '..';
import { messages } from '../../messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('contracts', () => {
  it('gives the newsletter its own invalid-email message and trims the address', () => {
    expect(firstMessage(newsletterRequestSchema.safeParse({ email: 'nope' }))).toBe('*Please enter a valid email address');
    expect(firstMessage(newsletterRequestSchema.safeParse({ email: '' }))).toBe('*Please enter a valid email address');
    expect(newsletterRequestSchema.parse({ email: '  a.tenant@example.co.uk ' }).email).toBe('a.tenant@example.co.uk');
  });

  it('orders e-mail messages as the spec does: required, then valid', () => {
    expect(firstMessage(broadcastRequestSchema.safeParse({ email: '   ' }))).toBe('Please provide your email address.');
    expect(firstMessage(broadcastRequestSchema.safeParse({ email: 'a@b' }))).toBe('Please provide a valid email address.');
    expect(firstMessage(broadcastRequestSchema.safeParse({}))).toBe('Please provide your email address.');
  });

  it('keeps digits only in phone numbers', () => {
    expect(whatsappRequestSchema.parse({ phone: '+44 (0)7700 900123' }).phone).toBe('4407700900123');
    expect(firstMessage(whatsappRequestSchema.safeParse({ phone: 'call me' }))).toBe('Please provide your phone number.');
    expect(firstMessage(whatsappRequestSchema.safeParse({ phone: '123' }))).toBe('Please provide a valid phone number.');
  });

  it("accepts only the spec's enquiry values", () => {
    const valid = {
      type: 'Property',
      annual_rent: '£10,001 - £20,000',
      isLeaseHeld: 2,
      city: 'Leeds',
      comments: '',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      phone: '07700 900123',
    };
    expect(enquiryRequestSchema.parse(valid)).toMatchObject({ isSubscribe: false, phone: '07700900123' });
    expect(rentBands).toEqual(['Below £10,000', '£10,001 - £20,000', '£20,001 - £50,000', 'Above £50,000', 'Unsure']);
    expect(enquiryRequestSchema.safeParse({ ...valid, annual_rent: '£1m' }).success).toBe(false);
    expect(enquiryRequestSchema.safeParse({ ...valid, isLeaseHeld: 3 }).success).toBe(false);
    expect(firstMessage(enquiryRequestSchema.safeParse({ ...valid, lastname: ' ' }))).toBe(messages.lastNameRequired);
  });

  it('carries the server wording the sign-up screen maps to its password message', () => {
    const base = { firstname: 'A', lastname: 'B', email: 'a@example.com', phone: '07700900123' };
    expect(firstMessage(registerRequestSchema.safeParse({ ...base, password: 'short' }))).toBe('must NOT have fewer than 8 characters');
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@example.com', password: '' }))).toBe('Please provide your password.');
  });

  it('rejects a reset whose passwords differ', () => {
    expect(firstMessage(resetPasswordRequestSchema.safeParse({ token: 't', new_password: 'abcdefgh', confirm_password: 'abcdefgi' }))).toBe(
      'The confirm password does not match the new password.',
    );
  });

  it('validates donations in the billing order of docs/product/donation.md', () => {
    const valid = {
      amount: 25,
      firstname: 'A',
      lastname: 'B',
      email: 'a@example.com',
      addressLineOne: '1 High St',
      city: 'York',
      postcode: 'YO1 7HH',
      name: 'A B',
      card_number: '4242424242424242',
      card_exp_month: '12',
      card_exp_year: 2030,
      card_cvc: '123',
    };
    expect(donationRequestSchema.parse(valid)).toMatchObject({ card_exp_month: 12, addressLineTwo: '' });
    expect(firstMessage(donationRequestSchema.safeParse({ ...valid, lastname: '' }))).toBe('Please provide your surname.');
    expect(firstMessage(donationRequestSchema.safeParse({ ...valid, email: '' }))).toBe('Please provide your email.');
    expect(firstMessage(donationRequestSchema.safeParse({ ...valid, amount: 0 }))).toBe('Please make sure the amount is correct.');
    expect(firstMessage(donationRequestSchema.safeParse({ ...valid, card_exp_year: 30 }))).toBe("Please provide your card's full expiry year");
  });

  it('reads an odd listing address as News, page 1, no keyword, keeping what is valid', () => {
    expect(readListingQuery({})).toEqual({ page: 1, categoryId: 1, keyword: '' });
    expect(readListingQuery({ page: 'x', categoryId: '9', keyword: ' rent ' })).toEqual({ page: 1, categoryId: 1, keyword: 'rent' });
    expect(readListingQuery({ page: '3', categoryId: '2', keyword: 'lease' })).toEqual({ page: 3, categoryId: 2, keyword: 'lease' });
    expect(readListingQuery({ page: '2.5', categoryId: '0' })).toMatchObject({ page: 1, categoryId: 1 });
    expect(readListingQuery({ page: '10001' }).page).toBe(1);
    expect(readListingQuery({ page: '10000' }).page).toBe(10000);
    expect(readListingQuery({ keyword: 'k'.repeat(201) }).keyword).toBe('');
    expect(readListingQuery({ keyword: 'k'.repeat(200) }).keyword).toHaveLength(200);
  });

  it('the tolerant reading yields only values the API accepts', () => {
    for (const query of [{}, { page: '-1', categoryId: 'x', keyword: ' a ' }, { page: '10000', categoryId: '3' }]) {
      const read = readListingQuery(query);
      const sent = { page: String(read.page), categoryId: String(read.categoryId), keyword: read.keyword };
      expect(articleListRequestSchema.parse(sent)).toEqual(read);
    }
  });

  it('builds the error body with both message and errors', () => {
    expect(apiError('Email Existed')).toEqual({ success: false, message: 'Email Existed', errors: [{ message: 'Email Existed' }] });
  });
});
