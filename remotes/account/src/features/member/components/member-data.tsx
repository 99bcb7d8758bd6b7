import type { Session } from '@tenants/shared';
import type { Connect } from '../../screen/api/load-shared-api';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';
import { EmailPreferences } from './email-preferences';
import { MyDetails } from './my-details';
import { MyEvents } from '../../events/components/my-events';
import { MyConsultation } from '../../consultations/components/my-consultation';
import { MemberOffers } from '../../offers/components/member-offers';

/**
 * A signed-in member's own data, under the login screen's member panel: their details, their free consultation, events and discounts, e-mail preferences, a copy of
 * their data, and deleting the account. Fetched as its own chunk (it needs the full shared package), only
 * once a member is logged in.
 */
export default function MemberData({ connect, session }: { connect: Connect; session: Session }) {
  return (
    <div className="account-member-data">
      <MyDetails connect={connect} />
      <MyConsultation connect={connect} />
      <MyEvents connect={connect} />
      <MemberOffers connect={connect} />
      <EmailPreferences connect={connect} />
      <DownloadData connect={connect} />
      <DeleteAccount connect={connect} session={session} />
    </div>
  );
}
