import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { heldBy, scriptLabel } from './tap-held-by.mjs';

const PAGE = 'http://localhost:4173/jobs';
const SHELL = 'http://localhost:4173/assets/';

describe('scriptLabel', () => {
  it("names a shared module by its package, a remote's file by its app, and the page's own script", () => {
    assert.equal(
      scriptLabel(
        `${SHELL}_virtual_mf___mfe_internal__shell__mf_owner__74091485985139__loadShare__react_mf_2_dom_mf_1_client__loadShare__.js-B7J-c3cG.js`,
        PAGE,
      ),
      'shared react-dom/client',
    );
    assert.equal(
      scriptLabel(
        `${SHELL}_virtual_mf___mfe_internal__shell__mf_owner__74091485985139__loadShare___mf_0_emotion_mf_1_react__loadShare__.js-BM8c9ehf.js`,
        PAGE,
      ),
      'shared @emotion/react',
    );
    assert.equal(scriptLabel(`${SHELL}remoteEntry-B2g1fZ-A.js`, PAGE), 'remoteEntry');
    assert.equal(
      scriptLabel(`${SHELL}_virtual_mf-localSharedImportMap___mfe_internal__shell__mf_owner__1-CWrCMG5h.js`, PAGE),
      'localSharedImportMap',
    );
    assert.equal(
      scriptLabel('http://localhost:4173/apps/careers/20261126T011453Z-e1f3/assets/area-DT5ZjSr4.js', PAGE),
      'careers: area',
    );
    assert.equal(scriptLabel(PAGE, PAGE), 'the page (early script)');
    assert.equal(scriptLabel('', PAGE), 'the browser');
  });
});

describe('heldBy', () => {
  const frames = [
    {
      start: 100,
      duration: 60,
      scripts: [{ url: `${SHELL}index-DCGFuH4w.js`, invoker: 'user-callback', duration: 40 }],
    },
    {
      start: 200,
      duration: 150,
      scripts: [
        { url: `${SHELL}remoteEntry-B2g1fZ-A.js`, invoker: 'resolve-promise', duration: 50 },
        { url: `${SHELL}remoteEntry-B2g1fZ-A.js`, invoker: 'resolve-promise', duration: 30 },
        { url: `${SHELL}dist-vekU8Q61.js`, invoker: 'resolve-promise', duration: 3 },
      ],
    },
  ];

  it('says what ran in the longest frame the tap overlapped, by script, and what else the frame held', () => {
    assert.equal(
      heldBy({ start: 150, duration: 120 }, frames, PAGE),
      'a 150 ms frame: remoteEntry 80, style, layout, paint and other 67',
    );
    assert.equal(
      heldBy({ start: 90, duration: 40 }, frames, PAGE),
      'a 60 ms frame: index 40, style, layout, paint and other 20',
    );
  });

  it('says so when no long frame held the tap', () => {
    assert.equal(heldBy({ start: 400, duration: 120 }, frames, PAGE), 'no frame over 50 ms');
  });
});
