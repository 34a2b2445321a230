import { Link, paths, useTranslate } from '@mitti/shared';
import { homeMessages } from '../../../i18n/home-messages';

export function StoryTeaser() {
  const t = useTranslate();
  return (
    <section className="home__section pages-home__story" aria-labelledby="story-teaser-heading">
      <h2 id="story-teaser-heading" className="section-title">
        {t(homeMessages.ourStoryHeading)}
      </h2>
      <p>{t(homeMessages.ourStoryText)}</p>
      <Link to={paths.ourStory()}>{t(homeMessages.readOurStory)}</Link>
    </section>
  );
}
