import { Component, type ReactNode } from 'react';
import { telemetry } from '../../telemetry/telemetry';
import { ErrorPage } from './error-page';

interface Props {
  children: ReactNode;
  /** A new value (the next page's address) clears a caught error, so moving on leaves the error page. */
  resetKey?: string;
}

interface State {
  error: unknown;
  failedAt?: string;
  caught: boolean;
}

/** Shows the error page in place of what failed to render (a page inside the layout, or the whole app). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, caught: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.caught) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt !== props.resetKey ? { error: null, caught: false, failedAt: undefined } : null;
  }

  componentDidCatch(error: unknown) {
    telemetry()?.error('boundary', error);
  }

  render() {
    return this.state.caught ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
