import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, registerValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';

export type RegisterMethod = 'USERNAME' | 'MOBILE';

/** Spec §3 registration payload: the user's fields plus where and how they registered. */
export type RegisterRequest = {
  method: RegisterMethod;
  fields: Record<string, string>;
  referralCode: string;
  affiliateCode: string;
  countryDialingCode?: string;
};

export function register({
  method,
  fields,
  referralCode,
  affiliateCode,
  countryDialingCode,
}: RegisterRequest) {
  const path = method === 'MOBILE' ? accountPaths.registerByMobile : accountPaths.register;
  return apiSend(
    'PUT',
    path,
    {
      ...fields,
      referralCode,
      affiliateCode,
      countryDialingCode,
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
