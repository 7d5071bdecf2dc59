import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, anyValueSchema } from '@lobby/contract/web-only';
import { apiSend } from '@/lib/api-client';
import { endSession } from '@/lib/session';

/** Ends the session on the server, then here; a failed call still logs the browser out. */
export async function logout() {
  try {
    await apiSend('DELETE', accountPaths.logout, undefined, anyValueSchema);
  } finally {
    endSession();
  }
}

export const logoutMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });

export function useLogout() {
  return useMutation(logoutMutationOptions());
}
