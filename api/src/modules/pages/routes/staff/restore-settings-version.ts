import { restoreRoute } from '../../site-record-routes';
import { settingsDesk } from '../../site-records';

/** A published version of the settings put back into the draft (admins). */
export default restoreRoute(settingsDesk);
