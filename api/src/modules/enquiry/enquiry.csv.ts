import { leaseHeldOptions } from '@tenants/shared/model';
import type { CsvValue } from '../../export/csv';
import type { Enquiry } from './enquiry.tables';

/** The enquiry form's answers as CSV columns, in the form's words: both exports (whole and staff) write them. */
export const enquiryAnswersHeader = [
  'Service',
  'Annual rent',
  'Lease held in a Ltd company',
  'Town / City',
  'Business concerns',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Wants news',
];

/** One enquiry's cells under `enquiryAnswersHeader`. */
export const enquiryAnswers = (e: Enquiry): CsvValue[] => [
  e.type,
  e.annual_rent,
  leaseHeldOptions.find((o) => o.value === e.is_lease_held)?.label ?? '',
  e.city,
  e.comments,
  e.firstname,
  e.lastname,
  e.email,
  e.phone,
  e.is_subscribe ? 'Yes' : 'No',
];
