import { cached } from '@/lib/cached';

/* How the profile shows contact details and dates. Masks match the server's second-factor hints. */

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

/** GMT+8, GMT-3:30, GMT: the offset as the agent centre header writes it. */
export function gmtLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'GMT';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * A moment in the brand's time zone (write gmtLabel beside it): the instant is shifted by the
 * offset and formatted as UTC, which works for any offset (Intl only knows whole-hour zones).
 */
export function formatInZone(
  iso: string,
  languageTag: string,
  offsetMinutes: number,
  withTime: boolean,
): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return dateFormat(languageTag, withTime).format(new Date(time + offsetMinutes * 60_000));
}

// The records call this for every row of every render.
const dateFormat = cached(
  (languageTag: string, withTime: boolean) =>
    new Intl.DateTimeFormat(`${languageTag}-u-nu-latn`, {
      timeZone: 'UTC',
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }),
);

/** The secret in groups of four, as authenticator apps show typed keys. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
