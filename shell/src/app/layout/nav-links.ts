import { paths } from '@mitti/shared';

export const NAV_LINKS = [
  { to: paths.home(), label: 'Home' },
  { to: paths.store(), label: 'Store' },
  { to: paths.workshops(), label: 'Workshops' },
  { to: paths.ourStory(), label: 'Our Story' },
  { to: paths.contact(), label: 'Contact' },
] as const;
