import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { messages, PageHero } from '@tenants/shared/core';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's errorElement: the spec's generic heading with the error's status and text, or its message. */
export function ErrorPage() {
  const error = useRouteError();
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
