import { publishRoute } from '../../site-record-routes';
import { settingsDesk } from '../../site-records';

/** The settings' draft put live on every page at the next request, kept as a version (admins). */
export default publishRoute(settingsDesk);
