import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ClientErrorKind } from '../../../shared/client-errors/client-error-schema';
import { PageFailed } from './page-failed';
import { failureKind, reportClientError } from './report-client-error';

interface Props {
  /** The current path: moving to another page clears the failure. */
  location: string;
  children: ReactNode;
}

interface State {
  failure: ClientErrorKind | null;
  location: string;
}

/**
 * Catches a page whose chunk failed to load or that threw while rendering, so the visitor gets
 * an explanation and a way out instead of a blank page. Mounted inside the layouts, so the
 * header and navigation stay.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: failureKind(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.location === state.location) return null;
    return { failure: null, location: props.location };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportClientError(error, this.props.location);
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    return (
      <PageFailed kind={this.state.failure} onTryAgain={() => this.setState({ failure: null })} />
    );
  }
}
