import { defineModule, routesFolder, tableTypes } from '../module';
import { accountEmails } from './account.emails';
import { memberExport } from './account.export';
import type { AccountTables } from './account.tables';

export { accountLockedMessage, targetLimitMessage } from './account.service';

export default defineModule({
  name: 'account',
  routes: routesFolder(__dirname),
  tables: tableTypes<AccountTables>(),
  emails: accountEmails,
  exporters: [memberExport],
  limits: {
    login: 10,
    register: 10,
    forgotPassword: 5,
    resetPassword: 10,
    /** Failed logins per account in 15 minutes, from any address. */
    loginAccount: 10,
    /** Sign-ups naming the same e-mail or phone in an hour, from any address. */
    registerTarget: 5,
    /** Reset e-mails asked for the same address in an hour, from any address. */
    forgotPasswordTarget: 5,
  },
  mailKinds: ['password-reset', 'account-deleted', 'account-email-change'],
});
