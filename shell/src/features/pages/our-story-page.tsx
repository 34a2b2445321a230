import { Link, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { FadeIn } from './our-story/fade-in';
import './pages.css';

const values = [
  { title: 'Made by hand', text: 'Every piece is thrown or hand built, trimmed and glazed by one of our potters.' },
  { title: 'Indian clay', text: 'Stoneware and terracotta bodies sourced from Indian suppliers we visit ourselves.' },
  { title: 'Food safe', text: 'Lead-free glazes, high-fired for everyday use at the table and in the kitchen.' },
  { title: 'Made to last', text: 'We would rather make fewer pieces that you keep for years than many you replace.' },
];

export function OurStoryPage() {
  return (
    <Page
      title="Our Story"
      description="How Mitti Studio began: a Mumbai pottery studio making handcrafted ceramics and teaching workshops."
      className="pages-prose"
    >
      <p className="pages-lead">Mitti means earth. Everything we make begins with it.</p>
      <FadeIn className="pages-story__section">
        <h2>One wheel and a shared kiln</h2>
        <p>
          Mitti Studio started in 2016 in a corner of a shared workshop in Bandra, Mumbai: one second-hand wheel, a kiln
          we rented by the firing, and shelves of cups that friends kept asking to buy. A few years later we moved into
          our own studio on Pali Hill with three wheels, two kilns and a glaze room.
        </p>
      </FadeIn>
      <FadeIn className="pages-story__section">
        <h2>How we work</h2>
        <p>
          Each piece is wedged, thrown or hand built, dried slowly, bisque fired, glazed and fired again, which takes
          about three weeks from clay to shelf. Small variations in colour, glaze and size are part of that process and
          make every piece one of a kind.
        </p>
        <ul className="pages-story__values">
          {values.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </FadeIn>
      <FadeIn className="pages-story__section">
        <h2>Sharing the craft</h2>
        <p>
          Teaching has been part of the studio from the start. In our weekend workshops, beginners and returning potters
          work at the wheel or by hand in small groups, and we fire what they make. Nothing explains handmade ceramics
          better than an afternoon with your hands in the clay.
        </p>
        <p>
          <Link to={paths.workshops()} className="button button--primary">
            Explore our workshops
          </Link>
        </p>
      </FadeIn>
    </Page>
  );
}
