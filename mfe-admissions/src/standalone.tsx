// Development only: the area without the shell (index.html loads this page).
import { mountStandalone } from '@school/shared/standalone';
import * as area from './area';

mountStandalone(area);
