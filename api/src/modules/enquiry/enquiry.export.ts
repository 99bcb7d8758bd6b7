import { leaseHeldOptions } from '@tenants/shared/model';
import type { Exporter } from '../../export/exporter';
import { listEnquiries } from './enquiry.repository';

/** Every enquiry with its answers in the form's words. */
export const enquiryExport: Exporter = {
  file: 'enquiries.csv',
  header: [
    'Received at (UTC)',
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
  ],
  rows: async (db) =>
    (await listEnquiries(db)).map((e) => [
      e.created_at,
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
    ]),
};
