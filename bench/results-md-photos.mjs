// results.md's section of the photos part: story photos as a phone receives them, their page's LCP
// over its floor, and their cost with Save-Data.
import { ratio } from './check-budgets.mjs';
import { fmt, L, R, table } from './markdown-table.mjs';

export function photosSection(results, budgets) {
  const { photos } = results;
  if (!photos) return [];
  const { phone, lighthouse: lh, floor, saveData: saved } = photos;
  return [
    `## Story photos (budget: each photo ≤ ${budgets.photos.photoKB} KB at ${phone.width} px, DPR ${phone.dpr}, as received and as WebP; LCP ≤ ${budgets.lighthouse.lcpOverFloor}× the static floor's; with Save-Data ≤ ${budgets.saveData.kb} KB, ${budgets.saveData.jsFiles} JavaScript files, ${budgets.photos.fetchedWithSaveData} photos)`,
    '',
    `${photos.route} with ${photos.stories} stories with a phone's photo (2,400 × 1,800 JPEGs with detail everywhere), written for the run, built, deployed and served on a site of its own. The files a ${phone.width} × ${phone.height} phone at DPR ${phone.dpr} received, read to the end (Playwright's Chromium), and the same width in each format.`,
    '',
    ...table(
      [
        ['Photo', L],
        ['Width', R],
        ['Received', L],
        ['KB', R],
        ['AVIF KB', R],
        ['WebP KB', R],
        ['JPEG KB', R],
      ],
      photos.photos.map((p) => [
        p.alt,
        p.width,
        p.format,
        fmt(p.kb, 1),
        fmt(p.sameWidthKB.avif, 1),
        fmt(p.sameWidthKB.webp, 1),
        fmt(p.sameWidthKB.jpeg, 1),
      ]),
    ),
    '',
    `Lighthouse (${lh?.runs?.length ?? 0} runs, interleaved with the static floor and the same page without the photos): LCP ${fmt(lh?.lcpMs)} ms over the floor's ${fmt(floor?.lcpMs)} ms, **${fmt(ratio(lh?.lcpMs, floor?.lcpMs), 2)}×**; performance ${fmt(lh?.performance)}, CLS ${fmt(lh?.cls, 3)}. Without the photos (the school's content as it is, not budgeted here): LCP ${fmt(photos.withoutPhotos?.lcpMs)} ms, ${fmt(ratio(photos.withoutPhotos?.lcpMs, floor?.lcpMs), 2)}×. The LCP element on the phone, unthrottled: ${photos.lcpElement ?? '–'}.`,
    '',
    `With Save-Data, read to the end, no control touched: ${fmt(saved.kb, 1)} KB, ${saved.jsFiles.length} JavaScript files, ${saved.photoRequests.length} photos fetched. Requests: ${saved.requests.join(', ')}.`,
    '',
  ];
}
