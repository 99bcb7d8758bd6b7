import { previewRoute } from '../../site-record-routes';
import { settingsDesk } from '../../site-records';

/** The settings' draft drawn in the home page as visitors would see it; nothing is stored (admins). */
export default previewRoute(settingsDesk);
