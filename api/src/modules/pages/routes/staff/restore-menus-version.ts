import { restoreRoute } from '../../site-record-routes';
import { menusDesk } from '../../site-records';

/** A published version of the menus put back into the draft (editors). */
export default restoreRoute(menusDesk);
