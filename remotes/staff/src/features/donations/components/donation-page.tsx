import { Link } from 'react-router-dom';
import { DetailsList } from '../../common/components/details-list';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { formatDateTime, formatMoney } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import type { ScreenProps } from '../../../expose/staff-routes';
import { getDonation } from '../api/donations-api';
import { donationStatusLabels } from '../lib/labels';

const backLink = (
  <Link to={staffPaths.donations} className="staff-back">
    All donations
  </Link>
);

/** /staff/donations/:id: one donation: who gave, how much, its state, the provider's reference and the member's page. */
export function DonationPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { client } = useStaff();
  const donation = useLoad((signal) => getDonation(client, id, signal), [client, id]);
  if (!donation.data) return <NotLoaded title="Donation" back={backLink} loading={donation.loading} failure="This donation could not be loaded." />;
  const data = donation.data;
  const name = `${data.firstname} ${data.lastname}`.trim();
  return (
    <>
      <PageHeading title={`Donation from ${name}`} back={backLink}>
        <p className="staff-heading__intro">{formatDateTime(data.createdAt)}</p>
      </PageHeading>
      <section className="staff-panel" aria-labelledby="staff-donation-details">
        <h2 id="staff-donation-details" className="staff-panel__title">
          Details
        </h2>
        <DetailsList
          rows={[
            ['Amount', formatMoney(data.amountPence, data.currency)],
            ['Status', <span className={`staff-badge staff-badge--${data.status}`}>{donationStatusLabels[data.status]}</span>],
            ['Name', name],
            ['E-mail', <a href={`mailto:${data.email}`}>{data.email}</a>],
            ['Card', data.cardLast4 ? `Card ending ${data.cardLast4}` : 'None'],
            ['Provider', data.provider],
            ['Provider reference', data.providerRef ?? 'None'],
            ['Member account', data.memberId ? <Link to={staffPaths.member(data.memberId)}>{`${name}'s member page`}</Link> : 'No account uses this e-mail'],
          ]}
        />
      </section>
    </>
  );
}
