import { discardDraftRoute } from '../../site-record-routes';
import { settingsDesk } from '../../site-records';

/** The settings' draft thrown away: the desk shows what is live again (admins). */
export default discardDraftRoute(settingsDesk);
