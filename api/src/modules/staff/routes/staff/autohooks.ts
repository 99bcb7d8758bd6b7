import { staffGuard } from '../../guard';

/**
 * Every route of this folder and the folders below is behind the staff guard (guard.ts): autoload adds it
 * to their scopes. The two routes an invitation's link uses are outside it, in routes/ (nobody is signed in yet).
 */
export default staffGuard;
