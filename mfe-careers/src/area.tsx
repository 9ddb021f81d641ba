import { createArea } from '@school/shared/area';
import { TYPED_VALUES } from '@school/shared/forms';
import { CareersPage } from './careers-page';

export const { bootstrap, mount, unmount, update } = createArea('careers', CareersPage, {
  typedValues: TYPED_VALUES,
});
