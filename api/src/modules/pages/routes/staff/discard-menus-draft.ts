import { discardDraftRoute } from '../../site-record-routes';
import { menusDesk } from '../../site-records';

/** The menus' draft thrown away: the desk shows what is live again (editors). */
export default discardDraftRoute(menusDesk);
