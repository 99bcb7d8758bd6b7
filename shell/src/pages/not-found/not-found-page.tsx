import { Button, messages, PageHero, paths } from '@tenants/shared';

export function NotFoundPage() {
  return (
    <PageHero title={messages.notFound}>
      <p>The page you were looking for does not exist or has moved.</p>
      <div className="ui-hero__actions">
        <Button to={paths.home}>Back to Home</Button>
      </div>
    </PageHero>
  );
}
