import { Link, paths } from '@mitti/shared';

export function StoryTeaser() {
  return (
    <section className="home__section pages-home__story" aria-labelledby="story-teaser-heading">
      <h2 id="story-teaser-heading" className="section-title">
        Our story
      </h2>
      <p>
        Mitti means earth. Mitti Studio began with one wheel and a shared kiln in Bandra, and a belief that the cups and
        bowls we use every day should be made by hand, slowly and well. Today a small team of potters throws, trims,
        glazes and fires every piece in our own studio, using Indian clays and glazes we mix ourselves.
      </p>
      <Link to={paths.ourStory()}>Read our story</Link>
    </section>
  );
}
