import { render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
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

  it('renders its children when nothing throws', () => {
    render(
      <SiteErrorBoundary>
        <p>Speckled Bowl</p>
      </SiteErrorBoundary>,
    );
    expect(screen.getByText('Speckled Bowl')).toBeInTheDocument();
  });
});
