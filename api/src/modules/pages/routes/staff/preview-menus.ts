import { previewRoute } from '../../site-record-routes';
import { menusDesk } from '../../site-records';

/** The menus' draft drawn in the home page's header and footer as visitors would see it; nothing is stored (editors). */
export default previewRoute(menusDesk);
