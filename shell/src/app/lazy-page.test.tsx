import { Suspense, useContext } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { MemoryRouter, PageLanguageContext, useRoutes, type RouteObject } from '@mitti/shared';
import { createHindiTranslator } from '../i18n/hindi-translator';
import { lazyPage, loadRoutePages } from './lazy-page';

const Story = () => <h1>Our Story</h1>;

function renderAt(routes: RouteObject[], path: string) {
  const Routes = () => useRoutes(routes);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>waiting</p>}>
        <Routes />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('lazyPage', () => {
  it('renders at once once the route’s page is loaded, and loads only the matched page', async () => {
    const loadStory = jest.fn(async () => Story);
    const loadTerms = jest.fn(async () => () => <h1>Terms</h1>);
    const routes = [
      { path: '/our-story', ...lazyPage('OurStoryPage', loadStory) },
      { path: '/terms', ...lazyPage('TermsPage', loadTerms) },
    ];
    await loadRoutePages(routes, '/our-story');
    expect(loadStory).toHaveBeenCalledTimes(1);
    expect(loadTerms).not.toHaveBeenCalled();
    renderAt(routes, '/our-story');
    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it("has a page's own Hindi words in before a Hindi page's first render, and fetches none for an English one", async () => {
    const hindiWords = jest.fn(async () => ({ hindi: { 'Our Story': 'हमारी कहानी' } }));
    function Page() {
      const t = useContext(PageLanguageContext).translator?.words<'Our Story'>(hindiWords);
      return <h1>{t ? t('Our Story') : 'Our Story'}</h1>;
    }
    const routes = [
      { path: '/our-story', ...lazyPage('OurStoryPage', async () => Object.assign(Page, { hindiWords })) },
    ];
    await loadRoutePages(routes, '/our-story', null);
    expect(hindiWords).not.toHaveBeenCalled();
    const translator = createHindiTranslator();
    await loadRoutePages(routes, '/our-story', Promise.resolve(translator));
    expect(hindiWords).toHaveBeenCalledTimes(1);
    const Routes = () => useRoutes(routes);
    render(
      <PageLanguageContext.Provider value={{ language: 'hi', translator }}>
        <MemoryRouter initialEntries={['/our-story']}>
          <Suspense fallback={<p>waiting</p>}>
            <Routes />
          </Suspense>
        </MemoryRouter>
      </PageLanguageContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'हमारी कहानी' })).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('says the page is not available when its chunk cannot be fetched, and Retry fetches it again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<() => Promise<typeof Story>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Story);
    renderAt([{ path: '/our-story', ...lazyPage('OurStoryPage', load) }], '/our-story');
    expect(await screen.findByText('This part of the shop is not available right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
