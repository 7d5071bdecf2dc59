import { useState } from 'react';
import { useI18n } from '../lib/i18n';
import { CheckIcon, CopyIcon } from './icons';

/** Copies a value (a seed, a hash) to the clipboard and says so for a moment. */
export function CopyButton(props: { value: string; label: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // No clipboard (insecure context, denied): the value stays selectable on screen.
    }
  }
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small btn--icon copy-button"
      onClick={() => void copy()}
      aria-label={copied ? t('common.copied') : props.label}
      title={copied ? t('common.copied') : props.label}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
