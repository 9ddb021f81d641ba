import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutSectionsWhenIdle } from './lay-out-sections';

afterEach(() => vi.useRealTimers());

/** Lays out the page's `#fragment` when idle (faked); returns which of `ids` are laid out, now. */
function layOut(html: string, ids: string[]) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
  document.body.innerHTML = `<div id="fragment">${html}</div>`;
  layOutSectionsWhenIdle(document.getElementById('fragment')!);
  return () =>
    [...document.querySelectorAll<HTMLElement>(ids.map((id) => `#${id}`).join(', '))]
      .filter((el) => el.style.contentVisibility === 'visible')
      .map((el) => el.id);
}

describe('layOutSectionsWhenIdle', () => {
  it('lays out the sections one per idle period, in order, and nothing else', () => {
    const laidOut = layOut('<section id="a"></section><div><section id="b"></section></div><aside id="c"></aside>', [
      'a',
      'b',
      'c',
    ]);
    expect(laidOut()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['a', 'b']);
    vi.runAllTimers();
    expect(laidOut()).toEqual(['a', 'b']);
  });

  it('leaves a block marked apart to be laid out as it comes near', () => {
    const laidOut = layOut(
      '<section id="a"><div id="heavy" data-lay-out-apart></div></section><section id="b"></section>',
      ['a', 'heavy', 'b'],
    );
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['a', 'b']);
    vi.runAllTimers();
    expect(laidOut()).toEqual(['a', 'b']);
  });
});
