import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import './QrCode.css';

/**
 * The QR code library is fetched only when a code comes into view: the home page's app codes sit
 * below the fold and the side bar's in a hover panel, so a first visit does not pay for it.
 */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** True once the element has come into view (at once where the browser cannot tell). */
function useNearView(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * A QR code of an address on this site, 200×200 by default (spec section 9). `ready` false keeps its
 * square empty, for a code in a panel nobody has opened yet (hidden panels still count as in view).
 */
export function QrCode({ link, size = 200, label, ready = true }: { link: string; size?: number; label: string; ready?: boolean }) {
  const target = new URL(link, window.location.origin).href;
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearView(box);
  return (
    <span ref={box} className="qr-code" role="img" aria-label={label} data-value={target} style={{ width: size, height: size }}>
      {ready && near && (
        <Suspense fallback={null}>
          <QRCodeSVG value={target} size={size} marginSize={2} aria-hidden="true" />
        </Suspense>
      )}
    </span>
  );
}
