import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, registerValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';
import { solveChallenge } from '@/lib/challenge';

export type RegisterMethod = 'USERNAME' | 'MOBILE';

/** Product §3 registration payload: the user's fields plus where and how they registered. */
export type RegisterRequest = {
  method: RegisterMethod;
  fields: Record<string, string>;
  referralCode: string;
  affiliateCode: string;
  countryDialingCode?: string;
};

/** Product §4: the challenge is solved just before the form is sent. */
export async function register({
  method,
  fields,
  referralCode,
  affiliateCode,
  countryDialingCode,
}: RegisterRequest) {
  const path = method === 'MOBILE' ? accountPaths.registerByMobile : accountPaths.register;
  const altcha = await solveChallenge();
  return apiSend(
    'PUT',
    path,
    {
      ...fields,
      referralCode,
      affiliateCode,
      countryDialingCode,
      altcha,
      login: true,
      data: {
        registerUrl: window.location.href,
        affiliateCode,
        referralCode,
        domain: window.location.hostname,
        registerMethod: 'WEB',
      },
    },
    registerValueSchema,
  );
}

export const registerMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register });

export function useRegister() {
  return useMutation(registerMutationOptions());
}
