import type { Banner } from '@lobby/contract/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { BannerSlide } from './banner-slide';

const banner = (linkageType: Banner['linkageType'], linkage: string): Banner => ({
  id: 1,
  groupName: 'w_home',
  url: '/img/banner/1.svg?lang=EN',
  linkageType,
  linkage,
  title: 'Welcome bonus',
});

function renderSlide(b: Banner) {
  renderRoutes([{ path: '/', element: <BannerSlide banner={b} priority /> }], '/');
}

describe('BannerSlide', () => {
  it('draws a translated call to action as a real link named after the banner', () => {
    renderSlide(banner('PROMOTION', '7'));
    const link = screen.getByRole('link', { name: 'Claim now: Welcome bonus' });
    expect(link.getAttribute('href')).toBe('/promotions#7');
    expect(link.textContent).toBe('Claim now');
  });

  it('says "Play now" for a route', () => {
    renderSlide(banner('ROUTE', '/rng?vassalage=BGS'));
    expect(screen.getByRole('link', { name: 'Play now: Welcome bonus' }).getAttribute('href')).toBe(
      '/rng?vassalage=BGS',
    );
  });

  it('opens external pages in a new tab', () => {
    renderSlide(banner('URL', 'https://example.com/'));
    const link = screen.getByRole('link', { name: 'Learn more: Welcome bonus' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows no button for a banner that leads nowhere, and names its picture instead', () => {
    renderSlide(banner('NONE', ''));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Welcome bonus' })).toBeTruthy();
  });
});
