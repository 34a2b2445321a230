import './flash-status.css';

/**
 * A bar along the top while a move to another page is under way and the page it goes to is still on its way
 * (its chunk, a remote's module): the page being left stays on screen meanwhile, and without it a tap on a
 * slow line looked like nothing. The router marks the document (`data-navigating`); the stylesheet shows the
 * bar from then, after a moment, so a quick move does not flash it. Its rules sit with the flash status's, the
 * layout's other notice at the top: not in the site stylesheet, which the partners' embed carries too.
 */
export function NavigationProgress() {
  return <div className="navigation-progress" role="progressbar" aria-label="Loading the page" />;
}
