import { Container } from '@tenants/shared/core';
import { useInAppLinks } from '../../app/in-app-links';
import './rich-text.css';

/**
 * A plain page's text: HTML the API sanitised with the articles' policy when it was saved. Its links to
 * pages of the site navigate in the app, as a Link would (useInAppLinks).
 */
export function RichText({ html }: { html: string }) {
  const onClick = useInAppLinks();
  return (
    <section className="shell-section shell-section--white">
      <Container>
        <div className="shell-rich-text" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      </Container>
    </section>
  );
}
