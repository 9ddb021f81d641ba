import { createArea } from '@school/shared/area';
import { HomeAboutArea, loadPage } from './home-about-area';

export const { bootstrap, mount, unmount, update } = createArea('home-about', HomeAboutArea, { prepare: loadPage });
