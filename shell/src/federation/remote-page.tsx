import { Component, lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingOverlay, notFoundKey, PageHero, paths, useHydrated, type RemoteProps } from '@tenants/shared/core';
import { PartLive, useAwaitedPart } from '../app/page-live';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { useServedRemote } from './first-paint';
import { loadedModule, loadRemoteOnce } from './remote-modules';
import { telemetry } from '../telemetry/telemetry';
import { useRemoteProps } from './use-remote-props';
import './remote-page.css';

type RemoteModule = { default: ComponentType<RemoteProps> };
type RemoteComponent = ComponentType<RemoteProps> | LazyExoticComponent<ComponentType<RemoteProps>>;

/**
 * One lazy component per exposed module, kept across navigations so moving between a remote's routes (or
 * leaving and coming back) does not suspend again. A failed load is dropped from the cache: React.lazy
 * remembers a failure, so the next attempt must be a fresh lazy().
 */
const components = new Map<string, RemoteComponent>();
/** Errors that were a remote's code failing to load (reported as load failures, not as render errors). */
const loadFailures = new WeakSet<object>();

function remoteComponent(remote: string, exposed: string): RemoteComponent {
  const key = `${remote}/${exposed}`;
  const cached = components.get(key);
  if (cached) return cached;
  // Preloaded on intent: the component itself, so the page shows without a Suspense fallback in between.
  const ready = loadedModule<RemoteModule>(remote, exposed);
  if (ready) {
    components.set(key, ready.default);
    return ready.default;
  }
  const component: RemoteComponent = lazy(async () => {
    try {
      const module = await loadRemoteOnce<RemoteModule>(remote, exposed);
      return { default: module.default };
    } catch (error) {
      if (components.get(key) === component) components.delete(key);
      if (error && typeof error === 'object') loadFailures.add(error);
      throw error;
    }
  });
  components.set(key, component);
  return component;
}

interface BoundaryProps {
  remote: string;
  embedded: boolean;
  onRetry(): void;
  /** The page part whose hydration holds the live mark back: a fallback in its place lets the page go live. */
  part: symbol;
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
    // Its code would not load (the fallback panel), or it threw while drawing (an error-boundary catch).
    if (error && typeof error === 'object' && loadFailures.has(error)) telemetry()?.loadFailure(this.props.remote, error);
    else telemetry()?.error('boundary', error);
  }
  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  render() {
    if (!this.state.failed) return this.props.children;
    const title = 'This part of the site is unavailable';
    const body = (
      <>
        <p>We could not load this just now. Please try again in a moment.</p>
        <button type="button" className="ui-button ui-button--primary" onClick={this.retry}>
          Try again
        </button>
      </>
    );
    // A page gets the page's h1; an embedded section must not add a second h1 to its host page.
    return (
      <div role="alert" data-testid={`remote-fallback-${this.props.remote}`}>
        <PartLive part={this.props.part} />
        {this.props.embedded ? (
          <section className="shell-remote-fallback">
            <h2 className="shell-remote-fallback__title">{title}</h2>
            {body}
          </section>
        ) : (
          <PageHero title={title}>{body}</PageHero>
        )}
      </div>
    );
  }
}

/**
 * Marks the page (`<html data-remote-ready="news">`) once a remote's content is in place and live in the
 * browser: drawn, or hydrated from the server's HTML. Monitoring and the end-to-end tests wait on it.
 */
function MarkReady({ remote }: { remote: string }) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.remoteReady = remote;
    return () => {
      if (root.dataset.remoteReady === remote) delete root.dataset.remoteReady;
    };
  }, [remote]);
  return null;
}

/** What a remote's slot shows while its code loads: a section's reserved space, or a page's overlay. */
export function RemoteLoading({ embedded = false }: { embedded?: boolean }) {
  return embedded ? <div className="shell-remote-loading" role="status" aria-label="Loading" /> : <LoadingOverlay active label="Loading page" />;
}

interface RemotePageProps {
  remote: string;
  /** The exposed module, './Page' by default. */
  exposed?: string;
  /** A section inside a shell page (e.g. the enquiry form on home) rather than a whole page. */
  embedded?: boolean;
}

/** Renders `exposed` from `remote` with the session and config props, loading the remote on first use. */
export function RemotePage({ remote, exposed = './Page', embedded = false }: RemotePageProps) {
  const props = useRemoteProps();
  const [attempt, setAttempt] = useState(0);
  // The page the server drew (a whole page, never an embedded section). On the server its component draws
  // it; in the browser the remote's component, loaded lazily, hydrates it: until the code is in, React
  // keeps the server's HTML for this Suspense boundary and hydrates the rest of the page around it.
  const served = useServedRemote(remote);
  const first = !embedded && exposed === './Page' ? served : null;
  // `attempt` re-reads the cache after a failure, which by then holds no entry: a fresh lazy().
  const Remote = useMemo(() => first?.Page ?? remoteComponent(remote, exposed), [remote, exposed, attempt, first]);
  const loading = <RemoteLoading embedded={embedded} />;
  // The server found nothing at this address (an unknown article): its 404 page is hydrated, then the
  // address becomes /404 as it does when the remote finds nothing in the browser (docs/product/pages-and-navigation.md).
  // (A page drawn before `status` existed says so in its data: the legacy key.)
  const notFound = first?.status === 404 || first?.data[notFoundKey] === true;
  // The page the server drew hydrates when the remote's code arrives: the page is live only then.
  const part = useAwaitedPart(!!first && !notFound);
  const navigate = useNavigate();
  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [notFound, navigate]);
  if (notFound) return <NotFoundPage />;
  return (
    <RemoteBoundary key={attempt} remote={remote} embedded={embedded} part={part} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <AfterHydration drawn={!!first} fallback={loading}>
          <Remote {...props} data={first?.data} />
          <MarkReady remote={remote} />
          <PartLive part={part} />
        </AfterHydration>
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * A remote the server did not draw is loaded in the browser only: its HTML, and the hydration of it, show
 * the loading state. A page the server drew (`drawn`) is hydrated as it is. Kept inside the Suspense
 * boundary, so the moment hydration ends updates nothing outside it: a server-drawn boundary still waiting
 * for its code keeps the server's HTML rather than being redrawn as its fallback.
 */
function AfterHydration({ drawn, fallback, children }: { drawn: boolean; fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return <>{hydrated || drawn ? children : fallback}</>;
}
