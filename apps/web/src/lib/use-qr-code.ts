import { useQuery } from '@tanstack/react-query';

type QrOptions = {
  /** Pixels of the drawn image, quiet zone excluded (callers frame the code in CSS). */
  size: number;
  /** A code holding a secret (an authenticator enrolment) is not kept once its screen is gone. */
  secret?: boolean;
};

/**
 * A QR code drawn in the browser as an SVG data: URL (the CSP allows data: images; SVG stays sharp
 * at any pixel density and needs no canvas), with the qrcode package, loaded on first use so no
 * route pays for it before it shows a code.
 */
export function useQrCode(text: string | undefined, { size, secret = false }: QrOptions) {
  return useQuery({
    queryKey: ['qr', text, size],
    queryFn: async () => {
      const { default: QRCode } = await import('qrcode');
      const svg = await QRCode.toString(text!, {
        type: 'svg',
        width: size,
        margin: 0,
        errorCorrectionLevel: 'M',
        color: { dark: '#0b0f1a', light: '#ffffff' },
      });
      return `data:image/svg+xml,${encodeURIComponent(svg)}`;
    },
    staleTime: Infinity,
    gcTime: secret ? 0 : undefined,
    enabled: Boolean(text),
  });
}
