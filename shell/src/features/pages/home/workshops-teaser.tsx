import { Link, paths } from '@mitti/shared';

const highlights = [
  { title: 'Wheel throwing', text: 'Centre clay and pull your first bowls on the wheel, guided at every step.' },
  { title: 'Hand building', text: 'Pinch, coil and slab techniques for planters, plates and sculptural pieces.' },
  { title: 'Glazing', text: 'Mix colours and glaze a piece you made; we fire it and keep it for you to collect.' },
];

/** Static copy only: the workshops remote loads when the shopper opens /workshops. */
export function WorkshopsTeaser() {
  return (
    <section className="pages-home-band" aria-labelledby="workshops-teaser-heading">
      <div className="home__section">
        <h2 id="workshops-teaser-heading" className="section-title">
          Pottery workshops
        </h2>
        <p className="pages-home__intro">
          Small groups, patient instructors and all the clay you need. Book a seat for a weekend session at one of our
          studios: no experience required, and materials are included.
        </p>
        <ul className="pages-home__cards">
          {highlights.map((item) => (
            <li key={item.title} className="pages-home__card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        <Link to={paths.workshops()} className="button button--primary">
          See upcoming workshops
        </Link>
      </div>
    </section>
  );
}
