import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountPaths, smsCodeValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';
import { solveChallenge } from '@/lib/challenge';

export type SmsPurpose = 'login' | 'register' | 'forgot-password';
export type SmsCodeRequest = { purpose: SmsPurpose; countryDialingCode: string; mobile: string };

/**
 * Product §3: registration sends mobileNo, login and forgot-password send mobileNum; every send
 * carries a solved challenge (product §3 "captcha-challenge fields").
 */
export async function sendSmsCode({ purpose, countryDialingCode, mobile }: SmsCodeRequest) {
  const altcha = await solveChallenge();
  if (purpose === 'register') {
    return apiSend(
      'POST',
      accountPaths.smsRegisterCode,
      { countryDialingCode, mobileNo: mobile, altcha },
      smsCodeValueSchema,
    );
  }
  return apiSend(
    'POST',
    accountPaths.smsLoginCode,
    { countryDialingCode, mobileNum: mobile, altcha },
    smsCodeValueSchema,
  );
}

export const sendSmsCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sms-code'], mutationFn: sendSmsCode });

export function useSendSmsCode() {
  return useMutation(sendSmsCodeMutationOptions());
}
