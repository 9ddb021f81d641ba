import { createArea } from '@school/shared/area';
import { NewsEventsPage } from './news-events-page';

export const { bootstrap, mount, unmount, update } = createArea('news', NewsEventsPage);
