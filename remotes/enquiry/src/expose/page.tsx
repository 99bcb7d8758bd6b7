import type { RemoteProps } from '@tenants/shared';

export default function EnquiryPage(_props: RemoteProps) {
  return <h1>Enquiry</h1>;
}
