import type { Env } from '../../config/parse';
import { loadTotpKeys, type SecretKeys } from '../../security/secret-box';

/** The staff module's settings: the key the TOTP secrets are sealed with (docs/product/staff.md "TOTP secrets at rest"). */
export interface StaffConfig {
  totpKeys: SecretKeys;
}

/** TOTP_ENCRYPTION_KEY (required in production) and TOTP_ENCRYPTION_KEY_PREVIOUS (while rotating). */
export const loadStaffConfig = (env: Env): { staff: StaffConfig } => ({ staff: { totpKeys: loadTotpKeys(env) } });
