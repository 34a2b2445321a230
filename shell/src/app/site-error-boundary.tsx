import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from '@mitti/shared';
import { documentMessages } from '../i18n/document-words';

/** The shop's break, in the page's words. */
function ShortBreak() {
  const t = useTranslate();
  return (
    <main className="boot-error" role="alert">
      <h1>{t(documentMessages.shortBreak)}</h1>
      <p>{t(documentMessages.couldNotShow)}</p>
    </main>
  );
}

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
    return this.state.failed ? <ShortBreak /> : this.props.children;
  }
}
