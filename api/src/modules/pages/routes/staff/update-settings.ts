import { saveDraftRoute } from '../../site-record-routes';
import { settingsDesk } from '../../site-records';

/** The settings named in the body (each whole) saved into the draft; visitors see them once published (admins). */
export default saveDraftRoute(settingsDesk);
