import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartImage } from '../../src/components/SmartImage';

describe('SmartImage', () => {
  it('retries a failed image once with a cache-busting address, then shows the placeholder', () => {
    const { container } = render(<SmartImage src="/content/x.svg" alt="venue" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/content/x.svg?retry=1');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('venue');
  });

  it('shows the placeholder for an image with no address instead of an empty src', () => {
    const { container } = render(<SmartImage src="" alt="venue" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[role="img"]')).not.toBeNull();
  });
});
