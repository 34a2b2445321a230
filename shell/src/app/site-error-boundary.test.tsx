import { render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { PageLanguageContext } from '@mitti/shared';
import { createHindiTranslator } from '../i18n/hindi-translator';
import { SiteErrorBoundary } from './site-error-boundary';

function Broken(): never {
  throw new Error('navbar failed');
}

describe('SiteErrorBoundary', () => {
  it("shows the shop's break message instead of a blank page when a part of the frame throws", () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <SiteErrorBoundary>
        <Broken />
      </SiteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Mitti Studio is taking a short break');
    expect(screen.getByText('This page could not be shown. Please reload the page in a moment.')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it("says it in the page's words on a Hindi page", () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageLanguageContext.Provider value={{ language: 'hi', translator: createHindiTranslator() }}>
        <SiteErrorBoundary>
          <Broken />
        </SiteErrorBoundary>
      </PageLanguageContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('मिट्टी स्टूडियो थोड़ी देर के विराम पर है');
    expect(screen.getByText('यह पेज दिखाया नहीं जा सका। कृपया थोड़ी देर में पेज फिर से लोड करें।')).toBeInTheDocument();
    expect(screen.queryByText(/short break/)).toBeNull();
    consoleError.mockRestore();
  });

  it('renders its children when nothing throws', () => {
    render(
      <SiteErrorBoundary>
        <p>Speckled Bowl</p>
      </SiteErrorBoundary>,
    );
    expect(screen.getByText('Speckled Bowl')).toBeInTheDocument();
  });
});
