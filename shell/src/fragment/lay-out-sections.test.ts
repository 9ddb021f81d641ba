import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutSectionsWhenIdle } from './lay-out-sections';

afterEach(() => vi.useRealTimers());

describe('layOutSectionsWhenIdle', () => {
  it('lays out the sections one per idle period, in order, and nothing else', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    document.body.innerHTML =
      '<div id="fragment"><section id="a"></section><div><section id="b"></section></div><aside id="c"></aside></div>';
    layOutSectionsWhenIdle(document.getElementById('fragment')!);
    const laidOut = () =>
      [...document.querySelectorAll<HTMLElement>('#a, #b, #c')]
        .filter((el) => el.style.contentVisibility === 'visible')
        .map((el) => el.id);
    expect(laidOut()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['a', 'b']);
    vi.runAllTimers();
    expect(laidOut()).toEqual(['a', 'b']);
  });

  it('lays out a block marked apart after the section around it, in its own idle period', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    document.body.innerHTML =
      '<div id="fragment"><section id="a"><div id="heavy" data-lay-out-apart></div></section><section id="b"></section></div>';
    layOutSectionsWhenIdle(document.getElementById('fragment')!);
    const laidOut = () =>
      [...document.querySelectorAll<HTMLElement>('#a, #heavy, #b')]
        .filter((el) => el.style.contentVisibility === 'visible')
        .map((el) => el.id);
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['a', 'heavy']);
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['a', 'heavy', 'b']);
  });
});
