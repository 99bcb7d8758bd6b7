import { memberExport } from '../modules/account/account.export';
import { donationExport } from '../modules/donation/donation.export';
import { enquiryExport } from '../modules/enquiry/enquiry.export';
import { subscriptionExports } from '../modules/subscriptions/subscriptions.export';
import type { Exporter } from './exporter';

export type { Exporter };

/** Everything staff can export, in this order; a domain that stores what staff need adds its file here. */
export const exporters: Exporter[] = [...subscriptionExports, memberExport, enquiryExport, donationExport];
