import type { FieldRule } from '@lobby/contract/system';
import { useSendSmsCode, type SmsPurpose } from '../api/send-sms-code';
import { checkMobile, type FieldProblem } from '../validation';
import { useGuardedSubmit } from './use-guarded-submit';

type Options = {
  purpose: SmsPurpose;
  countryDialingCode: string;
  /** The mobile number as typed; it is trimmed here. */
  mobile: string;
  mobileRule?: FieldRule;
  onMobileProblem: (problem: FieldProblem | null) => void;
};

/**
 * What an SMS code button needs: a check that the number is valid before sending (product §5), and a
 * send that answers the countdown in seconds (expiry minutes × 60, product §4) or throws when it failed.
 */
export function useSmsCodeSender({
  purpose,
  countryDialingCode,
  mobile,
  mobileRule,
  onMobileProblem,
}: Options) {
  const { run } = useGuardedSubmit();
  const sendCode = useSendSmsCode();

  function canSend() {
    const problem = checkMobile(mobile.trim(), mobileRule);
    onMobileProblem(problem);
    return !problem;
  }

  async function send() {
    const sent = await run(() =>
      sendCode.mutateAsync({ purpose, countryDialingCode, mobile: mobile.trim() }),
    );
    if (!sent) throw new Error('not sent');
    return sent.expiredMinutes * 60;
  }

  return { canSend, send };
}
