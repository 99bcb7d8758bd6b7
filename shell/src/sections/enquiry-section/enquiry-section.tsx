import { Container } from '@tenants/shared/core';
import { RemoteLoading, RemotePage } from '../../federation/remote-page';
import { WhenNearViewport } from '../../federation/when-near-viewport';
import './enquiry-section.css';

/**
 * The enquiry remote's embedded form (it brings its own heading), loaded as it nears the viewport: it is
 * far below the fold, and the home page starts without its code. No id equal to "enquiry" anywhere here:
 * an element id equal to a remote's name shadows the remote's global entry.
 */
export function EnquirySection() {
  return (
    <div className="shell-enquiry">
      <Container>
        <WhenNearViewport placeholder={<RemoteLoading embedded />}>
          <RemotePage remote="enquiry" exposed="./EnquiryForm" embedded />
        </WhenNearViewport>
      </Container>
    </div>
  );
}
