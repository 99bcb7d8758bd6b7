import type { AxiosInstance } from 'axios';
import { enquiryPath, enquiryResponseSchema, type EnquiryRequest } from '@tenants/shared';

/** POST /api/enquire/create (docs/product/api.md); rejects with the server's error for `errorMessage`. */
export async function submitEnquiry(client: AxiosInstance, enquiry: EnquiryRequest) {
  const { data } = await client.post(enquiryPath, enquiry);
  return enquiryResponseSchema.parse(data);
}
