import type { CSSProperties } from 'react';

/**
 * The shop's look in a mail client: the site's palette and faces (shared/src/ui/site.css) as inline styles,
 * which is all most clients keep. A cream page, a white card, clay headings and buttons.
 */
export const palette = {
  clay900: '#3b1f14',
  clay700: '#7a3a22',
  clay100: '#f6e7dc',
  cream: '#fbf7f2',
  ink: '#2b2420',
  inkMuted: '#5f544c',
  line: '#e4d8cc',
  white: '#ffffff',
} as const;

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
const displayFont = "Georgia, 'Times New Roman', serif";

export const styles = {
  body: { backgroundColor: palette.cream, color: palette.ink, fontFamily: font, margin: 0, padding: '24px 0' },
  container: { maxWidth: '600px', margin: '0 auto', padding: '0 12px' },
  brand: { fontFamily: displayFont, fontSize: '26px', color: palette.clay900, margin: '0 0 16px', textAlign: 'center' },
  card: {
    backgroundColor: palette.white,
    border: `1px solid ${palette.line}`,
    borderRadius: '10px',
    padding: '24px',
  },
  heading: { fontFamily: displayFont, fontSize: '22px', color: palette.clay700, margin: '0 0 12px' },
  subheading: { fontFamily: displayFont, fontSize: '17px', color: palette.clay900, margin: '20px 0 8px' },
  text: { fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' },
  muted: { fontSize: '13px', lineHeight: '20px', color: palette.inkMuted, margin: '0 0 8px' },
  quote: {
    fontSize: '15px',
    lineHeight: '24px',
    backgroundColor: palette.clay100,
    borderRadius: '6px',
    padding: '12px 16px',
    margin: '0 0 12px',
  },
  button: {
    backgroundColor: palette.clay700,
    borderRadius: '6px',
    color: palette.white,
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  link: { color: palette.clay700 },
  hr: { borderColor: palette.line, margin: '20px 0' },
  cell: { fontSize: '14px', lineHeight: '22px', padding: '4px 0', verticalAlign: 'top' },
  amount: { fontSize: '14px', lineHeight: '22px', padding: '4px 0', textAlign: 'right', whiteSpace: 'nowrap' },
  total: { fontSize: '16px', fontWeight: 700, padding: '8px 0 0' },
  footer: { fontSize: '12px', lineHeight: '18px', color: palette.inkMuted, textAlign: 'center', margin: '16px 0 0' },
} satisfies Record<string, CSSProperties>;
