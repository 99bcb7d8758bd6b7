import { Container } from '@tenants/shared';
import { RemotePage } from '../federation/remote-page';

/**
 * The enquiry remote's embedded form (it brings its own heading). No id equal to "enquiry" anywhere here:
 * an element id equal to a remote's name shadows the remote's global entry.
 */
export function EnquirySection() {
  return (
    <div className="shell-enquiry">
      <Container>
        <RemotePage remote="enquiry" exposed="./EnquiryForm" embedded />
      </Container>
    </div>
  );
}
