import { useEffect, useState } from 'react';

export const STARTUP_OVERLAY_MS = 1500;

/** What is left of the overlay's 1.5 s, counted from the start of the page load. */
function remainingMs(): number {
  return Math.max(0, STARTUP_OVERLAY_MS - performance.now());
}

/**
 * The full-screen welcome shown for the first 1.5 s of a page load while the site comes together beneath
 * it. The document carries the same overlay (shell/public/index.html), so it shows from the first paint;
 * when the app renders later than 1.5 s it is not shown again.
 */
export function StartupOverlay() {
  const [visible, setVisible] = useState(() => remainingMs() > 0);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), remainingMs());
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div className="startup-overlay" role="status" aria-live="polite" data-testid="startup-overlay">
      <div className="startup-overlay__wheel" aria-hidden="true" />
      <p className="startup-overlay__text">Loading Mitti Studio...</p>
    </div>
  );
}
