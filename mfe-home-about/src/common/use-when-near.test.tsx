import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenNear } from './use-when-near';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

function Probe({ onNear }: { onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useWhenNear(ref, onNear);
  return <div ref={ref} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('useWhenNear', () => {
  it('runs once, when the element comes within a screen of the viewport', () => {
    let report!: Callback;
    const options: IntersectionObserverInit[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, init: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const onNear = vi.fn();
    render(<Probe onNear={onNear} />);
    expect(options).toEqual([{ rootMargin: '100% 0px' }]);

    report([{ isIntersecting: false }]);
    expect(onNear).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('runs at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    render(<Probe onNear={onNear} />);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
