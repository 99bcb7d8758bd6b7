import { messages, PageHero } from '@tenants/shared/core';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What a page that failed to render shows: the spec's generic heading with the error's message. */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <PageHero title={messages.unexpectedError}>
      <p className="shell-error__detail">{describe(error)}</p>
      {/* A full page load, since the router itself may be what failed. */}
      <a className="ui-button ui-button--primary" href="/">
        Back to Home
      </a>
    </PageHero>
  );
}
