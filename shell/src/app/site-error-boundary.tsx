import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * The last stop for an error no part of the page caught (a remote's slot and a lazy page catch their own):
 * the shop's break message instead of a blank page.
 */
export class SiteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="boot-error" role="alert">
        <h1>Mitti Studio is taking a short break</h1>
        <p>This page could not be shown. Please reload the page in a moment.</p>
      </main>
    );
  }
}
