import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeightVariable } from './use-height-variable';

/** jsdom lays nothing out: a ResizeObserver whose reports the test writes. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly report: (entries: Array<Partial<ResizeObserverEntry>>) => void) {
    FakeResizeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const VARIABLE = '--test-banner-height';
const variable = () => document.documentElement.style.getPropertyValue(VARIABLE);

function Banner({ empty = false, seen }: { empty?: boolean; seen?: () => void }) {
  const ref = useHeightVariable(VARIABLE);
  seen?.();
  return <div ref={ref}>{empty ? null : 'banner'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.style.removeProperty(VARIABLE);
});

describe('useHeightVariable', () => {
  it('writes the height as the element appears (before the first paint), without rendering again', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    const renders = vi.fn();
    render(<Banner seen={renders} />);
    expect(variable()).toBe('48px');
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('does not measure (force a layout) while the element is empty: it is 0 high', () => {
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    render(<Banner empty />);
    expect(variable()).toBe('0px');
    expect(offsetHeight).not.toHaveBeenCalled();
  });

  it("follows the observer's later reports, and takes the variable away on unmount", () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const view = render(<Banner empty />);
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toHaveLength(1);
    observer.report([{ borderBoxSize: [{ blockSize: 52, inlineSize: 375 }] }]);
    expect(variable()).toBe('52px');
    view.unmount();
    expect(observer.disconnected).toBe(true);
    expect(variable()).toBe('');
  });
});
