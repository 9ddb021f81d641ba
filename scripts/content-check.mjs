// `pnpm content:check`: every app's content files against their collections' schemas
// (docs/content.md). Each problem is one line, "file: field: what is wrong"; the exit code is 1 if
// there is any. Every build runs the same check on its own app (shared/src/vite/content-files.js).
import { join } from 'node:path';
import { checkContent, loadCollections, packagesWithContent } from '@school/shared/content-files';
import { ROOT } from './apps.mjs';

let problems = 0;
let checked = 0;
for (const dir of packagesWithContent(ROOT)) {
  const appDir = join(ROOT, dir);
  const collections = await loadCollections(appDir);
  checked += 1;
  const found = checkContent({ appDir, collections });
  for (const line of found) console.error(line);
  problems += found.length;
}
console.log(problems ? `\n${problems} problem(s) in the content.` : `The content of ${checked} package(s) is valid.`);
process.exitCode = problems ? 1 : 0;
