/*
 * How the profile shows contact details (masks match the server's second-factor hints); dates in the
 * brand's zone are lib/zoned-time.ts's.
 */

/** +63 •••• 4567: the dialling code and the last four digits. */
export function maskMobile(countryDialingCode: string, mobileNum: string): string {
  if (!mobileNum) return '';
  const prefix = countryDialingCode ? `+${countryDialingCode} ` : '';
  return `${prefix}•••• ${mobileNum.slice(-4)}`;
}

/** d•••@example.com: the first letter of the name and the whole domain. */
export function maskEmail(email: string): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 1)}•••`;
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The secret in groups of four, as authenticator apps show typed keys. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
