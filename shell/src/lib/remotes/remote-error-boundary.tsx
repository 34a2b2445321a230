import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailableError } from './remote-unavailable-error';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  incompatible: boolean;
}

/** Keeps a failing remote inside its slot: the navbar, footer and other routes stay usable. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, incompatible: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, incompatible: error instanceof RemoteUnavailableError && error.reason === 'incompatible' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the shop failed to render', error, error.cause, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false, incompatible: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-fallback" role="alert">
        <h1 className="remote-fallback__title">This part of the shop is not available right now</h1>
        <p className="remote-fallback__text">
          {this.state.incompatible
            ? 'This part of the shop was built for a different version of the site and cannot open here. The rest of Mitti Studio is still open.'
            : 'The rest of Mitti Studio is still open. Please try again in a moment.'}
        </p>
        <button type="button" className="button button--primary" onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
