import { createArea } from '@school/shared/area';
import { TYPED_VALUES } from '@school/shared/forms';
import { AdmissionsPage } from './admissions-page';

export const { bootstrap, mount, unmount, update } = createArea('admissions', AdmissionsPage, {
  typedValues: TYPED_VALUES,
});
