export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/store', label: 'Store' },
  { to: '/workshops', label: 'Workshops' },
  { to: '/our-story', label: 'Our Story' },
  { to: '/contact', label: 'Contact' },
] as const;
