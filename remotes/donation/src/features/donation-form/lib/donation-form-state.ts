import { donationPresets } from '@tenants/shared/core';
import type { DonationRequest } from '@tenants/shared';

export type Preset = (typeof donationPresets)[number];

/** The billing step's fields, the part of the form kept in session storage (docs/product/donation.md). */
export interface Billing {
  firstname: string;
  lastname: string;
  email: string;
  addressLineOne: string;
  addressLineTwo: string;
  city: string;
  postcode: string;
}

export interface Card {
  name: string;
  /** Digits only; shown in groups of four (see formatCardNumber). */
  card_number: string;
  card_exp_month: string;
  card_exp_year: string;
  card_cvc: string;
}

/** The donation form as the donor fills it. A preset and a custom amount exclude each other (docs/product/donation.md). */
export interface DonationForm extends Billing, Card {
  preset: Preset | null;
  /** Digits only. */
  customAmount: string;
}

export type Field = keyof Billing | keyof Card | 'preset' | 'customAmount';

export const emptyBilling: Billing = { firstname: '', lastname: '', email: '', addressLineOne: '', addressLineTwo: '', city: '', postcode: '' };
const emptyCard: Card = { name: '', card_number: '', card_exp_month: '', card_exp_year: '', card_cvc: '' };
export const emptyForm: DonationForm = { preset: null, customAmount: '', ...emptyBilling, ...emptyCard };

export const billingFields = Object.keys(emptyBilling) as (keyof Billing)[];

/** docs/product/donation.md's input limits. */
export const cardLimits = { number: 16, month: 2, year: 4, cvc: 3 } as const;
/** Six digits hold the contract's largest amount (£100,000). */
export const customAmountMaxDigits = 6;

export const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
/** docs/product/donation.md: the name on the card keeps letters and spaces only. */
export const onlyLettersAndSpaces = (value: string) => value.replace(/[^A-Za-z ]/g, '');
/** "4242424242424242" → "4242-4242-4242-4242" (docs/product/donation.md). */
export const formatCardNumber = (digits: string) => digits.match(/.{1,4}/g)?.join('-') ?? '';

/** The amount chosen, in whole pounds: the preset, else the custom amount, else null. */
export function chosenAmount(form: Pick<DonationForm, 'preset' | 'customAmount'>): number | null {
  if (form.preset !== null) return form.preset;
  return form.customAmount === '' ? null : Number(form.customAmount);
}

/** A stored or restored amount shows as its preset button when it is one, else in the custom field. */
export function amountFields(amount: number): Pick<DonationForm, 'preset' | 'customAmount'> {
  const preset = donationPresets.find((p) => p === amount);
  return preset ? { preset, customAmount: '' } : { preset: null, customAmount: String(amount) };
}

export const billingOf = (form: DonationForm): Billing => Object.fromEntries(billingFields.map((f) => [f, form[f]])) as unknown as Billing;

/**
 * "£1,250": whole pounds, as Intl's en-GB currency format writes them. By hand: making that format at
 * start-up cost a phone's CPU (4× slowdown) tens of milliseconds on the way to the page going live, for four
 * preset amounts. A test checks it against Intl.
 */
export function formatPounds(amount: number): string {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}£${digits}`;
}

/** The request body of docs/product/api.md: trimmed text, the card number without dashes, month and year as numbers. */
export function toRequest(form: DonationForm, idempotencyKey: string): DonationRequest {
  return {
    amount: chosenAmount(form)!,
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: form.email.trim(),
    addressLineOne: form.addressLineOne.trim(),
    addressLineTwo: form.addressLineTwo.trim(),
    city: form.city.trim(),
    postcode: form.postcode.trim(),
    name: form.name.trim(),
    card_number: form.card_number,
    card_exp_month: Number(form.card_exp_month),
    card_exp_year: Number(form.card_exp_year),
    card_cvc: form.card_cvc,
    idempotency_key: idempotencyKey,
  };
}
