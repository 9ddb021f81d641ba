import { usePageOrigin } from '@school/shared/area';
import { PageHeader } from '@school/shared/ui';
import { useState } from 'react';
import { ApplicationDialogs, type ApplicationOutcome } from './application-dialogs';
import { GENERAL_APPLICATION, PAGE_LEAD, PAGE_TITLE } from './data/careers-content';
import { JOB_POSTINGS } from './data/job-postings';
import { jobPostingsJsonLd, jsonLdText } from './data/job-postings-json-ld';
import { GeneralApplication } from './general-application';
import { JobOpenings } from './job-openings';
import { WhyWorkWithUs } from './why-work-with-us';

export function CareersPage() {
  const origin = usePageOrigin();
  const [position, setPosition] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(null);

  function handleSubmitted(ok: boolean) {
    // On failure the application dialog stays open, with its values, under the status dialog.
    if (ok) setPosition(null);
    setOutcome(ok ? 'success' : 'error');
  }

  return (
    <>
      <PageHeader title={PAGE_TITLE} lead={PAGE_LEAD} />
      <WhyWorkWithUs />
      <JobOpenings onApply={setPosition} onGeneralApplication={() => setPosition(GENERAL_APPLICATION.position)} />
      <GeneralApplication onApply={setPosition} />
      <ApplicationDialogs
        position={position}
        outcome={outcome}
        onClose={() => setPosition(null)}
        onSubmitted={handleSubmitted}
        onCloseStatus={() => setOutcome(null)}
      />
      <script
        type="application/ld+json"
        data-testid="job-postings-json-ld"
        dangerouslySetInnerHTML={{ __html: jsonLdText(jobPostingsJsonLd(JOB_POSTINGS, origin)) }}
      />
    </>
  );
}
