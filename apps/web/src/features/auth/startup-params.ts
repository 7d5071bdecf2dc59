/*
 * Part of the first download, so it stays a few bytes: whether the address carries something for
 * the auth feature's startup (startup.ts), which is then fetched; otherwise it never is.
 */
const startupParams = /[?&](loginTicket|loginError|resetPassword)=/;

/** `?loginTicket=` (a third-party login), `?loginError=` (its failure), `?resetPassword=` (the e-mail's link). */
export function hasAuthStartupParams(search: string): boolean {
  return startupParams.test(search);
}
