import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a failing remote inside its slot: the navbar, footer and other routes stay usable. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the shop failed to render', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-fallback" role="alert">
        <h1 className="remote-fallback__title">This part of the shop is not available right now</h1>
        <p className="remote-fallback__text">The rest of Mitti Studio is still open. Please try again in a moment.</p>
        <button type="button" className="button button--primary" onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
