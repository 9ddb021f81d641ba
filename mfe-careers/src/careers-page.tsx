import { PageJsonLd } from '@school/shared/area';
import { PageHeader } from '@school/shared/ui';
import { memo, useState } from 'react';
import { ApplicationDialogs, type ApplicationOutcome } from './application-dialogs';
import { PAGE_LEAD, PAGE_TITLE } from './data/careers-content';
import { JOB_POSTINGS } from './data/job-postings';
import { jobPostingsJsonLd } from './data/job-postings-json-ld';
import { GeneralApplication } from './general-application';
import { JobOpenings } from './job-openings';
import { WhyWorkWithUs } from './why-work-with-us';

// The page's sections do not change when an application is answered: only the dialogs render again.
const Header = memo(PageHeader);
const Benefits = memo(WhyWorkWithUs);
const Openings = memo(JobOpenings);
const General = memo(GeneralApplication);
const postingsOn = (origin: string) => jobPostingsJsonLd(JOB_POSTINGS, origin);

export function CareersPage() {
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(null);
  return (
    <>
      <Header title={PAGE_TITLE} lead={PAGE_LEAD} />
      <Benefits />
      <Openings />
      <General />
      <ApplicationDialogs
        outcome={outcome}
        onSubmitted={(ok) => setOutcome(ok ? 'success' : 'error')}
        onCloseStatus={() => setOutcome(null)}
      />
      <PageJsonLd testId="job-postings-json-ld" data={postingsOn} />
    </>
  );
}
