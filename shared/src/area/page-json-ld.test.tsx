import { Profiler } from 'react';
import { expect, it, vi } from 'vitest';
import { renderFragment } from '../prerender';
import { awaitLifecyclesWithoutAct, testAreaProps } from '../testing';
import { BUILD_ID, createArea } from './create-area';
import { PageJsonLd } from './page-json-ld';
import { SITE_ORIGIN } from '../site-layout.js';

type Lifecycle = (props: object) => Promise<unknown>;

awaitLifecyclesWithoutAct();

const commits = vi.fn();
function Page() {
  return (
    <>
      <Profiler id="page" onRender={(_id, phase) => commits(phase)}>
        <h1>Careers</h1>
      </Profiler>
      <PageJsonLd testId="json-ld" data={(origin) => ({ url: `${origin}/jobs` })} />
    </>
  );
}

it("names the page's own origin once hydrated, rendering only itself again, not the page", async () => {
  expect(window.location.origin).not.toBe(SITE_ORIGIN);
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = await renderFragment({ area: 'careers', Root: Page, paths: ['/jobs'] }, '/jobs', BUILD_ID);
  const heading = host.querySelector('h1');
  const script = () => host.querySelector('script[type="application/ld+json"]')!;
  expect(JSON.parse(script().textContent!)).toEqual({ url: `${SITE_ORIGIN}/jobs` });

  const lifecycles = createArea('careers', Page) as unknown as Record<'mount' | 'unmount', Lifecycle>;
  await lifecycles.mount({ ...testAreaProps({ path: '/jobs' }), name: 'parcel-1', domElement: host });
  await vi.waitFor(() => expect(JSON.parse(script().textContent!)).toEqual({ url: `${window.location.origin}/jobs` }));
  // Hydrated (the same nodes), and the page's own part was committed once: by the hydration.
  expect(host.querySelector('h1')).toBe(heading);
  expect(commits.mock.calls).toEqual([['mount']]);

  await lifecycles.unmount({ name: 'parcel-1', domElement: host });
  host.remove();
});
