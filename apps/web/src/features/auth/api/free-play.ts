import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, loginValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';
import { solveChallenge } from '@/lib/challenge';

/** A short name of the visitor's system for the free-play payload's `os` (product §3). */
export function deviceOs(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os|macintosh/i.test(userAgent)) return 'macOS';
  if (/cros/i.test(userAgent)) return 'ChromeOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

/**
 * Product §3 free-play payload {os, platform 'W', token, version 3}: the token is a solved challenge,
 * so trial accounts cannot be minted by a script for free (docs/decisions.md).
 */
export async function freePlay() {
  const token = await solveChallenge();
  return apiSend(
    'POST',
    accountPaths.freePlay,
    { os: deviceOs(navigator.userAgent), platform: 'W', token, version: 3 },
    loginValueSchema,
  );
}

export const freePlayMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'free-play'], mutationFn: freePlay });

export function useFreePlay() {
  return useMutation(freePlayMutationOptions());
}
