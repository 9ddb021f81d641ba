import { PageJsonLd } from '@school/shared/area';
import { PageHeader } from '@school/shared/ui';
import { memo, useCallback, useState } from 'react';
import { ApplicationDialogs, type ApplicationOutcome } from './application-dialogs';
import { GENERAL_APPLICATION, PAGE_LEAD, PAGE_TITLE, WHY_WORK_WITH_US } from './data/careers-content';
import { JOB_POSTINGS } from './data/job-postings';
import { jobPostingsJsonLd } from './data/job-postings-json-ld';
import { GeneralApplication } from './general-application';
import { JobOpenings } from './job-openings';
import { WhyWorkWithUs } from './why-work-with-us';

// The page's sections do not change when an application opens or closes: a tap on Apply Now
// renders the dialogs only, not the whole page again (on a cheap phone that was most of its cost).
const Header = memo(PageHeader);
const Benefits = memo(WhyWorkWithUs);
const Openings = memo(JobOpenings);
const General = memo(GeneralApplication);
const postingsOn = (origin: string) => jobPostingsJsonLd(JOB_POSTINGS, origin);

export function CareersPage() {
  const [position, setPosition] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(null);
  const applyInGeneral = useCallback(() => setPosition(GENERAL_APPLICATION.position), []);

  function handleSubmitted(ok: boolean) {
    // On failure the application dialog stays open, with its values, under the status dialog.
    if (ok) setPosition(null);
    setOutcome(ok ? 'success' : 'error');
  }

  return (
    <>
      <Header title={PAGE_TITLE} lead={PAGE_LEAD} />
      <Benefits benefits={WHY_WORK_WITH_US.benefits} />
      <Openings onApply={setPosition} onGeneralApplication={applyInGeneral} />
      <General text={GENERAL_APPLICATION.text} onApply={applyInGeneral} />
      <ApplicationDialogs
        position={position}
        outcome={outcome}
        onClose={() => setPosition(null)}
        onSubmitted={handleSubmitted}
        onCloseStatus={() => setOutcome(null)}
      />
      <PageJsonLd testId="job-postings-json-ld" data={postingsOn} />
    </>
  );
}
