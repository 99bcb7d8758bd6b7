import { enquiryStatuses, enquiryStatusLabels, enquiryTypes, leaseHeldOptions, rentBands, type EnquiryStatus } from '@tenants/shared';

const all = (label: string) => ({ value: '', label });

export const statusOptions = enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusLabels[status] }));
export const statusFilterOptions = [all('Any status'), ...statusOptions];
export const typeFilterOptions = [all('Any type'), ...enquiryTypes.map((type) => ({ value: type, label: type }))];
export const rentFilterOptions = [all('Any rent'), ...rentBands.map((band) => ({ value: band, label: band }))];
export const leaseFilterOptions = [all('Any answer'), ...leaseHeldOptions.map((option) => ({ value: String(option.value), label: option.label }))];

/** isLeaseHeld 1/0/2 → Yes/No/Unsure (docs/product/enquiry.md). */
export const leaseHeldLabel = (value: number) => leaseHeldOptions.find((option) => option.value === value)?.label ?? String(value);

export const statusLabel = (status: EnquiryStatus) => enquiryStatusLabels[status];
