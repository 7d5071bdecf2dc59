import { describe, expect, it } from 'vitest';
import { agentPagePath, resolveAgentPage } from './agent-menu';
import { clockText } from './components/agent-clock';
import { invitationLink } from './pages/team-overview';

describe('the agent menu', () => {
  it('opens the page ?page= names, and the team overview for anything else', () => {
    expect(resolveAgentPage('downlineManagmentView')).toBe('downlineManagmentView');
    expect(resolveAgentPage(null)).toBe('agentTeamOverview');
    expect(resolveAgentPage('securityCenter')).toBe('agentTeamOverview');
    expect(agentPagePath('downlineManagmentView')).toBe('/agentHome?page=downlineManagmentView');
  });
});

describe('the header clock', () => {
  it('tells the time of the brand’s zone, whatever the offset', () => {
    const noonUtc = Date.parse('2026-11-26T12:00:05Z');
    expect(clockText(noonUtc, 480, 'en')).toBe('20:00:05');
    expect(clockText(noonUtc, -210, 'en')).toBe('08:30:05');
    expect(clockText(noonUtc, 0, 'ar')).toBe('12:00:05');
  });
});

describe('the invitation link', () => {
  it('opens registration with the code, escaped', () => {
    expect(invitationLink('https://lucky.example', 'LUCKY01')).toBe(
      'https://lucky.example/register?affiliateCode=LUCKY01',
    );
    expect(invitationLink('https://lucky.example', 'A B&C')).toBe(
      'https://lucky.example/register?affiliateCode=A%20B%26C',
    );
  });
});
