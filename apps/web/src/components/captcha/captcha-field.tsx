import { useTranslation } from '@/lib/use-translation';
import { TextField } from '@/components/ui/form-field';
import './captcha-field.css';

type CaptchaFieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** The image as a data: URL, or null while it loads. */
  image: string | null;
  failed: boolean;
  onRefresh: () => void;
};

/** The captcha answer with its image beside it; a click on the image shows a new one. */
export function CaptchaField({ image, failed, onRefresh, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.captcha')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={onRefresh}
          aria-label={t('auth.captchaRefresh')}
          title={t('auth.captchaRefresh')}
        >
          {image ? (
            <img src={image} alt={t('auth.captchaImage')} width={120} height={40} />
          ) : (
            <span className="captcha-image__placeholder">{failed ? t('auth.captchaRetry') : ''}</span>
          )}
        </button>
      }
      {...field}
    />
  );
}
