import { errorMessage } from '@tenants/shared';
import { statusOf } from '../../common/lib/errors';

/** The API's refusals of a field (a 4xx): shown beside it; anything else is the staff area's usual failure. */
export const refusal = (error: unknown) => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403 ? errorMessage(error) : undefined;
};
