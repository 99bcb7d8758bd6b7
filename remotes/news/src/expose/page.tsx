import type { RemoteProps } from '@tenants/shared';

export default function NewsPage(_props: RemoteProps) {
  return <h1>News</h1>;
}
