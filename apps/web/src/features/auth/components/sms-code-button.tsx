import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

type SmsCodeButtonProps = {
  /** Sends the code and resolves to the countdown length in seconds; rejects when nothing was sent. */
  send: () => Promise<number>;
  /** Checks the number first; returns false (and shows why) when it cannot be used. */
  canSend?: () => boolean;
  /** A code already on its way (the second factor's first code): the countdown starts at once. */
  initialSeconds?: number;
};

/** Send-code button: at most one press a second, then a countdown during which it is disabled (product §4). */
export function SmsCodeButton({ send, canSend = () => true, initialSeconds = 0 }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  const [sending, setSending] = useState(false);
  const lastPress = useRef(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function onClick() {
    const now = Date.now();
    if (now - lastPress.current < 1000 || !canSend()) return;
    lastPress.current = now;
    setSending(true);
    try {
      setSecondsLeft(await send());
    } catch {
      // send() reports its own failure.
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn--outline sms-code-button"
      onClick={onClick}
      disabled={secondsLeft > 0 || sending}
      aria-live="polite"
    >
      {secondsLeft > 0
        ? t('auth.resendIn', { seconds: secondsLeft })
        : sending
          ? t('auth.sending')
          : t('auth.sendCode')}
    </button>
  );
}
