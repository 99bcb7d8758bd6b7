import type { Exporter } from '../../export/exporter';
import { enquiryAnswers, enquiryAnswersHeader } from './enquiry.csv';
import { listEnquiries } from './enquiry.repository';

/** Every enquiry with its answers in the form's words. */
export const enquiryExport: Exporter = {
  file: 'enquiries.csv',
  header: ['Received at (UTC)', ...enquiryAnswersHeader],
  rows: async (db) => (await listEnquiries(db)).map((e) => [e.created_at, ...enquiryAnswers(e)]),
};
