/**
 * The careers page's own content as a job seeker will see it on Careers, drawn by the careers
 * remote's own sections, from the entry being edited: the benefits under "Why Work With Us?"
 * (WhyWorkWithUs), and the page's lead (its header) and the general application's invitation
 * (GeneralApplication).
 */
import { PageHeader } from '@school/shared/ui';
import { PAGE_TITLE } from '../../../mfe-careers/src/data/careers-content';
import type { Benefit, CareersPageText } from '../../../mfe-careers/src/data/schemas';
import { GeneralApplication } from '../../../mfe-careers/src/general-application';
import { WhyWorkWithUs } from '../../../mfe-careers/src/why-work-with-us';
import { complete, completeItems, fileDataOf } from './entry-data';
import { previewOf } from './preview-frame';
import type { PreviewProps } from './types';

function CheckedBenefits({ entry }: Pick<PreviewProps, 'entry'>) {
  return <WhyWorkWithUs benefits={completeItems<Benefit>(entry, ['title'], 'benefit')} />;
}

export const BenefitsPreview = previewOf(CheckedBenefits);

function CheckedCareersPage({ entry }: Pick<PreviewProps, 'entry'>) {
  const { lead, generalApplication } = complete(
    fileDataOf(entry) as Partial<CareersPageText>,
    ['lead', 'generalApplication'],
    'the careers page',
  ) as CareersPageText;
  return (
    <>
      <PageHeader title={PAGE_TITLE} lead={lead} />
      <GeneralApplication text={generalApplication} onApply={() => {}} />
    </>
  );
}

export const CareersPagePreview = previewOf(CheckedCareersPage);
