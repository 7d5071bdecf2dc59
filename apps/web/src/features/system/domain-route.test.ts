import { describe, expect, it } from 'vitest';
import { domainRouteTarget } from './domain-route';

const config = {
  mainDomain: 'luckylobby.example',
  domains: [
    { domain: 'luckylobby.example', route: '/' },
    { domain: 'Agent.LuckyLobby.example', route: '/agent' },
    { domain: 'promo.luckylobby.example', route: '/promotions#12' },
    { domain: 'evil.luckylobby.example', route: '//evil.example/' },
    { domain: 'abs.luckylobby.example', route: 'https://evil.example/' },
    { domain: 'back.luckylobby.example', route: '/\\evil.example' },
    { domain: 'home.luckylobby.example', route: '/home?x=1' },
  ],
};
const isHome = (path: string) => ['/', '/index', '/index.html', '/home'].includes(path);
const at = (hostname: string, pathname = '/', search = '', hash = '') => ({
  hostname,
  pathname,
  search,
  hash,
});

describe('domainRouteTarget', () => {
  it('opens the route configured for the host, whatever its case or trailing dot', () => {
    expect(domainRouteTarget(config, at('agent.luckylobby.example'), isHome)).toBe('/agent');
    expect(domainRouteTarget(config, at('AGENT.luckylobby.example.', '/index.html'), isHome)).toBe('/agent');
  });

  it('keeps the query and hash of the visit, unless the route has its own', () => {
    expect(domainRouteTarget(config, at('agent.luckylobby.example', '/', '?lang=PT', '#top'), isHome)).toBe(
      '/agent?lang=PT#top',
    );
    expect(domainRouteTarget(config, at('promo.luckylobby.example', '/', '?a=1'), isHome)).toBe(
      '/promotions#12',
    );
  });

  it('stays on the home page of the main domain, an unknown host, or a route to home', () => {
    expect(domainRouteTarget(config, at('luckylobby.example'), isHome)).toBeNull();
    expect(domainRouteTarget(config, at('127.0.0.1'), isHome)).toBeNull();
    expect(domainRouteTarget(config, at('home.luckylobby.example'), isHome)).toBeNull();
    expect(
      domainRouteTarget({ mainDomain: '', domains: [] }, at('agent.luckylobby.example'), isHome),
    ).toBeNull();
  });

  it('leaves any page other than home alone, so deep links work on an agent domain', () => {
    expect(domainRouteTarget(config, at('agent.luckylobby.example', '/member'), isHome)).toBeNull();
    expect(
      domainRouteTarget(config, at('agent.luckylobby.example', '/register', '?referralCode=A1'), isHome),
    ).toBeNull();
  });

  it('never follows a route that leaves the site', () => {
    expect(domainRouteTarget(config, at('evil.luckylobby.example'), isHome)).toBeNull();
    expect(domainRouteTarget(config, at('abs.luckylobby.example'), isHome)).toBeNull();
    expect(domainRouteTarget(config, at('back.luckylobby.example'), isHome)).toBeNull();
  });
});
