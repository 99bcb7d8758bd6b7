import { versionsRoute } from '../../site-record-routes';
import { menusDesk } from '../../site-records';

/** The menus' published versions, newest first (editors). */
export default versionsRoute(menusDesk);
