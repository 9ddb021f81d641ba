import { createArea } from '@school/shared/area';
import { AdmissionsPage } from './admissions-page';

export const { bootstrap, mount, unmount, update } = createArea('admissions', AdmissionsPage);
