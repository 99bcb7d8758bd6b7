import type { RemoteProps } from '@tenants/shared';

export default function AccountPage(_props: RemoteProps) {
  return <h1>Account</h1>;
}
