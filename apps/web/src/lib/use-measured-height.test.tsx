import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMeasuredHeight } from './use-measured-height';

function Probe({ seen, empty = false }: { seen: (h: number) => void; empty?: boolean }) {
  const box = useMeasuredHeight();
  seen(box.height);
  return <div ref={box.ref}>{empty ? null : 'banner'}</div>;
}

describe('useMeasuredHeight', () => {
  it('knows the height in the same commit the element appears (before the browser paints)', () => {
    const spy = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    const heights: number[] = [];
    render(<Probe seen={(h) => heights.push(h)} />);
    // render() returns after React's synchronous work: the second render already has the height.
    expect(heights.at(-1)).toBe(48);
    spy.mockRestore();
  });

  it('does not measure (force a layout) while the element is empty: it is 0 high', () => {
    const spy = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    const heights: number[] = [];
    render(<Probe seen={(h) => heights.push(h)} empty />);
    expect(heights.at(-1)).toBe(0);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
