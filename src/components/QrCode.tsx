import { QRCodeSVG } from 'qrcode.react';

/** A QR code of an address on this site, 200×200 by default (spec section 9). */
export function QrCode({ link, size = 200, label }: { link: string; size?: number; label: string }) {
  const target = new URL(link, window.location.origin).href;
  return <QRCodeSVG value={target} size={size} marginSize={2} title={label} role="img" aria-label={label} data-value={target} />;
}
