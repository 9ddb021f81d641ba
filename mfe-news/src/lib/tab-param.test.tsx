import { BUILD_ID, createArea } from '@school/shared/area';
import { renderFragment } from '@school/shared/prerender';
import { awaitLifecyclesWithoutAct, testAreaProps } from '@school/shared/testing';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTabParam } from './tab-param';

type Lifecycle = (props: object) => Promise<unknown>;

awaitLifecyclesWithoutAct();
afterEach(() => window.history.replaceState(null, '', '/'));

const commits = vi.fn();
function Page() {
  const [tab] = useTabParam();
  return (
    <Profiler id="page" onRender={(_id, phase) => commits(phase)}>
      <p>Showing {tab}</p>
    </Profiler>
  );
}

/** The page's prerendered fragment (the default tab: the prerender has no query), hydrated at `url`. */
async function hydrateAt(url: string) {
  commits.mockClear();
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = await renderFragment(
    { area: 'news', Root: Page, paths: ['/news-events'] },
    '/news-events',
    BUILD_ID,
  );
  const shown = host.querySelector('p');
  expect(shown).toHaveTextContent('Showing news');
  window.history.replaceState(null, '', url);
  const lifecycles = createArea('news', Page) as unknown as Record<'mount' | 'unmount', Lifecycle>;
  const props = { ...testAreaProps({ path: '/news-events' }), name: 'parcel-1', domElement: host };
  await lifecycles.mount(props);
  return { host, shown, unmount: () => lifecycles.unmount(props).then(() => host.remove()) };
}

describe('useTabParam over the prerendered page', () => {
  it('hydrates the default tab and, when the URL names no other, does not render the page again', async () => {
    const { host, shown, unmount } = await hydrateAt('/news-events');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.querySelector('p')).toBe(shown);
    expect(host.querySelector('p')).toHaveTextContent('Showing news');
    expect(commits.mock.calls).toEqual([['mount']]);
    await unmount();
  });

  it("hydrates the default tab, then shows the URL's", async () => {
    const { host, shown, unmount } = await hydrateAt('/news-events?tab=events');
    await vi.waitFor(() => expect(host.querySelector('p')).toHaveTextContent('Showing events'));
    expect(host.querySelector('p')).toBe(shown);
    expect(commits.mock.calls).toEqual([['mount'], ['update']]);
    await unmount();
  });
});
