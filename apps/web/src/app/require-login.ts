import { redirect } from 'react-router';
import { hasSession, isAgentSession } from '@/lib/session';

/** Spec §2: a route requiring login sends a visitor with no session token to /login. */
export function requireLogin() {
  if (!hasSession()) throw redirect('/login');
  return null;
}

/** /agentHome: visitors log in first; members who are not agents go to the agent landing page. */
export function requireAgent() {
  if (!hasSession()) throw redirect('/login');
  if (!isAgentSession()) throw redirect('/agent');
  return null;
}
