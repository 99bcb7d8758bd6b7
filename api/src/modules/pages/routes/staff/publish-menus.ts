import { publishRoute } from '../../site-record-routes';
import { menusDesk } from '../../site-records';

/** The menus' draft put live at the next request, its links checked again, kept as a version (editors). */
export default publishRoute(menusDesk);
