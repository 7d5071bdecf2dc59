import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Analytics } from './analytics';
import { consentStore, reopenConsent } from './consent-store';
import { forgetGoogleTag } from './google-tag';

const tagScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) =>
    s.src.startsWith('https://www.googletagmanager.com'),
  );

/* The data layer holds gtag's arguments objects: the calls as arrays. */
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  for (const script of tagScripts()) script.remove();
  forgetGoogleTag();
  localStorage.clear();
  consentStore.set(null);
  document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('Analytics', () => {
  it('asks first, and loads nothing before an answer', () => {
    render(<Analytics gtagId="G-LOBBY2026" />);
    expect(screen.getByRole('region', { name: 'Analytics cookies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(tagScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the tag once after the visitor accepts, with advertising storage denied', () => {
    const { rerender } = render(<Analytics gtagId="G-LOBBY2026" />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem('analyticsConsent')).toBe('granted');
    expect(tagScripts().map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-LOBBY2026',
    ]);
    expect(calls()).toContainEqual(['config', 'G-LOBBY2026']);
    expect(calls()[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    rerender(<Analytics gtagId="G-LOBBY2026" />);
    expect(tagScripts()).toHaveLength(1);
  });

  it('declining loads nothing and clears the tag cookies; asking again shows the question', () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    render(<Analytics gtagId="G-LOBBY2026" />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('analyticsConsent')).toBe('denied');
    expect(tagScripts()).toEqual([]);
    expect(document.cookie).not.toContain('_ga=');
    act(() => reopenConsent());
    expect(screen.getByRole('region', { name: 'Analytics cookies' })).toBeTruthy();
  });

  it('withdrawing consent stops a tag this page loaded', () => {
    render(<Analytics gtagId="G-LOBBY2026" />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    act(() => reopenConsent());
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });
});
