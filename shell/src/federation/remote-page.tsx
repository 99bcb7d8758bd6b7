import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingOverlay, type RemoteName, type RemoteProps } from '@tenants/shared';
import { loadRemoteModule } from './remotes';
import { useRemoteProps } from './use-remote-props';

interface BoundaryProps {
  remote: RemoteName;
  onRetry(): void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the page keeps working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`[shell] remote ${this.props.remote} failed`, error);
  }
  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-fallback" role="alert" data-testid={`remote-fallback-${this.props.remote}`}>
        <h1>This part of the site is unavailable</h1>
        <p>We could not load this page just now. Please try again in a moment.</p>
        <button type="button" className="ui-button ui-button--primary" onClick={this.retry}>
          Try again
        </button>
      </section>
    );
  }
}

/** Renders `exposed` from `remote` with the session and config props, loading the remote on first use. */
export function RemotePage({ remote, exposed = './Page' }: { remote: RemoteName; exposed?: string }) {
  const props = useRemoteProps();
  // React.lazy remembers a failure, so "Try again" makes a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        const module = await loadRemoteModule<{ default: ComponentType<RemoteProps> }>(remote, exposed);
        return { default: module.default };
      }),
    [remote, exposed, attempt],
  );
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingOverlay active label="Loading page" />}>
        <Lazy {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
