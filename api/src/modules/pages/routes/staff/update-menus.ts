import { saveDraftRoute } from '../../site-record-routes';
import { menusDesk } from '../../site-records';

/** The menus' parts sent (each whole) saved into the draft; every link to this site must lead to one of its pages (editors). */
export default saveDraftRoute(menusDesk);
