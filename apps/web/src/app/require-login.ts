import { redirect } from 'react-router';
import { hasSession, isAgentSession, isTrialSession } from '@/lib/session';
import { queryClient } from './query-client';
import { showTrialNotice } from './trial-notice';

/** Product §2: a route requiring login sends a visitor with no session token to /login. */
export function requireLogin() {
  if (!hasSession()) throw redirect('/login');
  return null;
}

/**
 * Whether the session is a trial account. Member info stores the answer; until it has (a token
 * that came in the URL a moment ago) it is asked for here, and its code is fetched only then.
 */
async function isTrialAccount(): Promise<boolean> {
  const stored = isTrialSession();
  if (stored !== null) return stored;
  try {
    const { memberInfoQueryOptions } = await import('@/features/account/api/get-member-info');
    return (await queryClient.ensureQueryData(memberInfoQueryOptions())).isTrial;
  } catch {
    // A lost session was ended by the query cache; any other failure leaves the page to show it.
    return false;
  }
}

/**
 * Member pages trial accounts may not use (product §1, §6: the member centre and game views): a
 * visitor goes to /login, a trial account is told to register a real one and stays on the lobby.
 */
export async function requireMember() {
  requireLogin();
  const trial = await isTrialAccount();
  if (!hasSession()) throw redirect('/login');
  if (trial) {
    void showTrialNotice();
    throw redirect('/');
  }
  return null;
}

/**
 * /agentHome: visitors log in first; trial accounts get the notice; members who are not agents
 * go to the agent landing page (product §2).
 */
export async function requireAgent() {
  requireLogin();
  if (isAgentSession()) return null;
  const trial = await isTrialAccount();
  if (!hasSession()) throw redirect('/login');
  if (trial) void showTrialNotice();
  if (!isAgentSession()) throw redirect('/agent');
  return null;
}
