import { useEffect, useState } from 'react';

export const STARTUP_OVERLAY_MS = 1500;

/** The full-screen welcome shown for 1.5 s at start-up while the site comes together beneath it. */
export function StartupOverlay() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), STARTUP_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="startup-overlay" role="status" aria-live="polite" data-testid="startup-overlay">
      <div className="startup-overlay__wheel" aria-hidden="true" />
      <p className="startup-overlay__text">Loading Mitti Studio...</p>
    </div>
  );
}
