// Development only: the area without the shell, on the dev server's page (shared/src/vite/standalone-page.js).
import { mountStandalone } from '@school/shared/standalone';
import * as area from './area';

mountStandalone(area);
