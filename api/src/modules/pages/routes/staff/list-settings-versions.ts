import { versionsRoute } from '../../site-record-routes';
import { settingsDesk } from '../../site-records';

/** The settings' published versions, newest first (admins). */
export default versionsRoute(settingsDesk);
