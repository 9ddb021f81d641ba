import { createArea } from '@school/shared/area';
import { CareersPage } from './careers-page';

export const { bootstrap, mount, unmount, update } = createArea('careers', CareersPage);
