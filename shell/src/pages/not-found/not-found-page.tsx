import { Link } from 'react-router-dom';
import { Button, Container, messages, PageHero, paths, servicePath } from '@tenants/shared/core';
import './not-found-page.css';

const popular = [
  { label: 'Our Advice & Process', to: paths.adviceSupport },
  { label: 'Property Services', to: servicePath('property') },
  { label: 'Community', to: paths.community },
  { label: 'Make An Enquiry', to: paths.enquiry },
];

export function NotFoundPage() {
  return (
    <>
      <PageHero title={messages.notFound} eyebrow="Page not found">
        <p>The page you were looking for does not exist or has moved.</p>
        <div className="ui-hero__actions">
          <Button to={paths.home}>Back to Home</Button>
        </div>
      </PageHero>
      <nav className="shell-not-found" aria-labelledby="shell-not-found-title">
        <Container>
          <h2 id="shell-not-found-title" className="shell-not-found__title">
            Popular Pages
          </h2>
          <ul className="shell-not-found__links">
            {popular.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
    </>
  );
}
