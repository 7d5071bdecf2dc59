import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, emptyValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';

/** Product §7: a form-urlencoded POST of username and email. */
export function forgotPasswordByEmail({ username, email }: { username: string; email: string }) {
  return apiSend(
    'POST',
    accountPaths.forgotPasswordByEmail,
    new URLSearchParams({ username, email }),
    emptyValueSchema,
  );
}

export const forgotPasswordByEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'forgot-password-email'], mutationFn: forgotPasswordByEmail });

export function useForgotPasswordByEmail() {
  return useMutation(forgotPasswordByEmailMutationOptions());
}
