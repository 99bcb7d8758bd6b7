import type { CsvValue } from '../../export/csv';
import type { Donation } from './donation.tables';

/** The donor's columns both exports (whole and staff) write: name, e-mail, address and the name on the card. */
export const donorHeader = ['First name', 'Surname', 'Email', 'Address line 1', 'Address line 2', 'Town / City', 'Postcode', 'Name on card'];

/** One donation's cells under `donorHeader`. */
export const donorCells = (d: Donation): CsvValue[] => [
  d.firstname,
  d.lastname,
  d.email,
  d.address_line_one,
  d.address_line_two,
  d.city,
  d.postcode,
  d.card_name,
];
