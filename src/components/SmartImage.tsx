import { useState, type ImgHTMLAttributes } from 'react';
import './SmartImage.css';

/**
 * An image that retries once after a failure, then shows a placeholder (spec section 8). An image with no
 * address shows the placeholder at once: an empty src would make the browser fetch the page again.
 */
export function SmartImage({ src, alt, className = '', ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [attempt, setAttempt] = useState<{ src: string; failures: number }>({ src, failures: 0 });
  const failures = attempt.src === src ? attempt.failures : 0;
  if (failures >= 2 || src === '') {
    return (
      <span className={`smart-image smart-image--placeholder ${className}`} role="img" aria-label={alt}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1.5 1.5 0 1 0 0-.01" />
        </svg>
      </span>
    );
  }
  return (
    <img
      {...rest}
      className={`smart-image ${className}`}
      alt={alt}
      src={failures === 1 ? `${src}${src.includes('?') ? '&' : '?'}retry=1` : src}
      onError={() => setAttempt({ src, failures: failures + 1 })}
    />
  );
}
