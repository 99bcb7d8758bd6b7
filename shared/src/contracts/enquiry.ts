import './zod-setup';
import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from './common';
import { messages } from '../messages';
import { enquiryTypes, rentBands } from '../forms';

export { enquiryTypes, rentBands, leaseHeldOptions } from '../forms';

export const enquiryPath = '/api/enquire/create';
export const enquiryRequestSchema = z.object({
  type: z.enum(enquiryTypes, { error: 'Please choose a service.' }),
  annual_rent: z.enum(rentBands, { error: 'Please choose your annual rent.' }),
  isLeaseHeld: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Please say whether your lease is held in a Ltd company.' }),
  city: optionalText(120),
  comments: optionalText(5000),
  firstname: requiredText(messages.firstNameRequired, 100),
  lastname: requiredText(messages.lastNameRequired, 100),
  email: emailField(),
  phone: phoneField(),
  isSubscribe: z.boolean().default(false),
});
export type EnquiryRequest = z.input<typeof enquiryRequestSchema>;
export const enquiryResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
