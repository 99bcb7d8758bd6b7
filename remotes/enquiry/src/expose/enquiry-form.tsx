import type { RemoteProps } from '@tenants/shared';
import { EnquiryWizard } from '../features/wizard/components/enquiry-wizard';

/** The enquiry form the shell embeds on home, about and lobbying: the same 7-step wizard. */
export default function EnquiryForm(props: RemoteProps) {
  return <EnquiryWizard embedded {...props} />;
}
