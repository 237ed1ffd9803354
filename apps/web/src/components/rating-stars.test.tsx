import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars';

/** The coloured row's clip: the share of the five stars that is filled. */
const filled = (container: HTMLElement) => (container.querySelector('span > span') as HTMLElement).style.width;

describe('rating stars (shown, not chosen)', () => {
  it('fills the stars to the value, a part star included', () => {
    const { container } = render(<RatingStars value={4.3} />);
    expect(filled(container)).toBe('86%');
    expect(container.querySelectorAll('svg')).toHaveLength(2);
    expect(container.querySelectorAll('path')).toHaveLength(10);
  });

  it('is hidden from screen readers and holds no input (the text beside it says the rating)', () => {
    const { container } = render(<RatingStars value={5} size="sm" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('input, label, button')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('width', String(18 * 5));
  });

  it('never fills past five stars or below none', () => {
    expect(filled(render(<RatingStars value={7} />).container)).toBe('100%');
    expect(filled(render(<RatingStars value={-1} />).container)).toBe('0%');
  });
});
