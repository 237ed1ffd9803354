import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMeasuredHeight } from './use-measured-height';

function Probe({ seen }: { seen: (h: number) => void }) {
  const box = useMeasuredHeight();
  seen(box.height);
  return <div ref={box.ref}>banner</div>;
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
});
