import { deskRoute } from '../../site-record-routes';
import { settingsDesk } from '../../site-records';

/** The site settings live and their draft, for admins to edit (docs/product/pages.md). */
export default deskRoute(settingsDesk);
