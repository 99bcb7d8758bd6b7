import type { RemoteProps } from '@tenants/shared';

export default function DonationPage(_props: RemoteProps) {
  return <h1>Donation</h1>;
}
