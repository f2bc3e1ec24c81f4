import { lazy, Suspense } from 'react';

/** The QR library comes with the crypto step only, as the home page's codes fetch it (components/QrCode). */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** A QR code of a crypto address as it is (not a site link), 200×200 (spec section 9). */
export function AddressQr({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  return (
    <span className="deposit-qr" role="img" aria-label={label} data-value={value} style={{ width: size, height: size }}>
      <Suspense fallback={null}>
        <QRCodeSVG value={value} size={size} marginSize={2} aria-hidden="true" />
      </Suspense>
    </span>
  );
}
