import { Button, paths, type RemoteProps } from '@tenants/shared';
import './enquiry-form.css';

/** The enquiry section the shell embeds on home, about and lobbying; the inline wizard replaces it later. */
export default function EnquiryForm(_props: RemoteProps) {
  return (
    <section className="enquiry-embed" aria-labelledby="enquiry-embed-title">
      <div>
        <h2 id="enquiry-embed-title" className="enquiry-embed__title">
          How Can We Help?
        </h2>
        <p className="enquiry-embed__text">
          Rent review looming, a renewal to negotiate or a dispute with your landlord? Answer seven short questions and a
          specialist will contact you.
        </p>
      </div>
      <Button to={paths.enquiry}>Enquire Now</Button>
    </section>
  );
}
