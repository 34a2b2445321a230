import { paths } from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';

export const NAV_LINKS = [
  { to: paths.home(), label: shellMessages.home },
  { to: paths.store(), label: shellMessages.store },
  { to: paths.workshops(), label: shellMessages.workshops },
  { to: paths.ourStory(), label: shellMessages.ourStory },
  { to: paths.contact(), label: shellMessages.contact },
] as const;
