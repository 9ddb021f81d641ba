// The entry of the early script (see show-fragment.ts); failures leave the page to the area's code.
import { showFragment } from './show-fragment';

showFragment().catch(() => {});
