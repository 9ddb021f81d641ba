// Build time only: the HTML of this area's pages, written beside mf-manifest.json (see vite.config.ts).
import { SCHOOL } from '@school/shared/content';
import { renderFragments } from '@school/shared/prerender';
import { APPLICATIONS } from './application-paths';
import { ApplicationPage } from './application-page';
import { CareersPage } from './careers-page';
import { APPLICATION_FORM, GENERAL_APPLICATION } from './data/careers-content';

export const render = (build: string) =>
  renderFragments(
    {
      area: 'careers',
      Root: CareersPage,
      paths: ['/jobs'],
      // Each position's application as a page of its own: Apply Now leads there with no code.
      ownPages: APPLICATIONS.map(({ position, path }) => ({
        path,
        title: APPLICATION_FORM.title(position),
        description:
          position === GENERAL_APPLICATION.position
            ? GENERAL_APPLICATION.text
            : `Apply online for the post of ${position} at ${SCHOOL.name}.`,
        Root: () => <ApplicationPage position={position} />,
      })),
    },
    build,
  );
