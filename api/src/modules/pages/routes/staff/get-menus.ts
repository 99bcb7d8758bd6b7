import { deskRoute } from '../../site-record-routes';
import { menusDesk } from '../../site-records';

/** The menus live and their draft, for editors to change (docs/product/pages.md "Menus"). */
export default deskRoute(menusDesk);
