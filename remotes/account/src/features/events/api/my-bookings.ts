import type { AxiosInstance } from 'axios';
import { myBookingsResponseSchema, myEventBookingsPath, type MyBooking } from '@tenants/shared';

/** GET the signed-in member's event bookings, latest event first (the client sends the session's token). */
export async function loadMyBookings(client: AxiosInstance): Promise<MyBooking[]> {
  const { data } = await client.get(myEventBookingsPath);
  return myBookingsResponseSchema.parse(data).payload.bookings;
}
