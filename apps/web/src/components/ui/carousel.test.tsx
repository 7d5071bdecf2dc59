import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

function renderCarousel(loop: boolean) {
  render(
    <Carousel label="Banners" loop={loop} arrows dots>
      <p>one</p>
      <p>two</p>
      <p>three</p>
    </Carousel>,
  );
  return () => (document.querySelector('.carousel__track') as HTMLElement).style.transform;
}

describe('Carousel', () => {
  it('is a labelled carousel group with one labelled group per slide', () => {
    renderCarousel(false);
    expect(screen.getByRole('group', { name: 'Banners' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toBeTruthy();
  });

  it('moves one slide per arrow press and marks the current dot', () => {
    const transform = renderCarousel(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(transform()).toContain('-100%');
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(transform()).toContain('(0%');
  });

  it('wraps from the last slide to the first without a loop', () => {
    const transform = renderCarousel(false);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(transform()).toContain('-200%');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(transform()).toContain('(0%');
  });

  it('loops onto copies of the first slides, hidden from assistive technology', () => {
    const transform = renderCarousel(true);
    const copies = document.querySelectorAll('.carousel__slide[aria-hidden="true"]');
    expect(copies).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(transform()).toContain('-300%');
    // When the move onto the copy ends, the track jumps back to the real first slide.
    fireEvent.transitionEnd(document.querySelector('.carousel__track') as HTMLElement);
    expect(transform()).toContain('(0%');
  });
});
