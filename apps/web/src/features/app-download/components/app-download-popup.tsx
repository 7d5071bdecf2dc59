import { useQrCode } from '@/lib/use-qr-code';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import './app-download-popup.css';

/* Product §9: QR size 200 and margin 20; the margin is drawn as a 20 px white frame in CSS, because
   the library counts margin in modules and would shrink the code to a third of the image. */
const qrSize = 200;

type Platform = 'ios' | 'android';

const platformText = {
  ios: {
    title: 'appDownload.ios',
    steps: ['appDownload.iosStep1', 'appDownload.iosStep2', 'appDownload.iosStep3'],
  },
  android: {
    title: 'appDownload.android',
    steps: ['appDownload.androidStep1', 'appDownload.androidStep2', 'appDownload.androidStep3'],
  },
} as const satisfies Record<Platform, { title: string; steps: readonly string[] }>;

function PlatformCard({ platform, url }: { platform: Platform; url: string }) {
  const { t } = useTranslation();
  const qr = useQrCode(url, { size: qrSize });
  const text = platformText[platform];
  return (
    <section className="app-download__card" aria-labelledby={`app-${platform}`}>
      <h3 id={`app-${platform}`}>{t(text.title)}</h3>
      <div className="app-download__qr">
        {qr.data ? (
          <img
            src={qr.data}
            width={qrSize}
            height={qrSize}
            alt={t('appDownload.qrAlt', { platform: t(text.title) })}
          />
        ) : (
          <span className="spinner" role="status" aria-label={t('common.loading')} />
        )}
      </div>
      <ol className="app-download__steps">
        {text.steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <a className="btn btn--outline btn--small" href={url} target="_blank" rel="noopener noreferrer">
        <Icon name="download" size={16} />
        {t('appDownload.openLink')}
      </a>
    </section>
  );
}

type AppDownloadPopupProps = { ios: string; android: string; brandName: string; onClose: () => void };

/** App download with a QR code and install steps per platform; loaded on demand with the QR library. */
export default function AppDownloadPopup({ ios, android, brandName, onClose }: AppDownloadPopupProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('appDownload.title', { brand: brandName })}
      onClose={onClose}
      size="large"
      className="app-download"
    >
      <p className="app-download__intro">{t('appDownload.intro')}</p>
      <div className="app-download__grid">
        {ios && <PlatformCard platform="ios" url={ios} />}
        {android && <PlatformCard platform="android" url={android} />}
      </div>
    </Modal>
  );
}
