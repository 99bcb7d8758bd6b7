import { staffGuard } from '../../../staff/guard';

/** Every route of this folder is behind the staff guard (modules/staff/guard.ts): autoload adds it to the folder's scope. */
export default staffGuard;
