/**
 * What a parent sees of the home page's own content, drawn by the home remote's own sections from
 * the entry being edited: the welcome's lead (Hero), the proprietor's message (ProprietorMessage,
 * signed by the first of the leadership team), the call to apply (CallToAction), and the features
 * under Why Choose Us (FeatureAccordion).
 */
import { PROPRIETOR } from '../../../mfe-home-about/src/data/leadership';
import { paragraphsOf } from '../../../mfe-home-about/src/data/paragraphs';
import type { Feature, HomePage } from '../../../mfe-home-about/src/data/schemas';
import { CallToAction } from '../../../mfe-home-about/src/home/call-to-action';
import { FeatureAccordion } from '../../../mfe-home-about/src/home/feature-accordion';
import { Hero } from '../../../mfe-home-about/src/home/hero';
import { ProprietorMessage } from '../../../mfe-home-about/src/home/proprietor-message';
import { complete, completeItems, fileDataOf } from './entry-data';
import { previewOf } from './preview-frame';
import type { PreviewProps } from './types';

function CheckedHome({ entry }: Pick<PreviewProps, 'entry'>) {
  const data = fileDataOf(entry) as Partial<HomePage>;
  const { lead, proprietorMessage, callToAction } = complete(
    data,
    ['lead', 'proprietorMessage', 'callToAction'],
    'the home page',
  ) as HomePage;
  return (
    <>
      <Hero lead={lead} />
      <ProprietorMessage paragraphs={paragraphsOf(proprietorMessage)} proprietor={PROPRIETOR} />
      <CallToAction text={callToAction} />
    </>
  );
}

export const HomePreview = previewOf(CheckedHome);

function CheckedFeatures({ entry }: Pick<PreviewProps, 'entry'>) {
  return <FeatureAccordion features={completeItems<Feature>(entry, ['id', 'title'], 'feature')} />;
}

export const FeaturesPreview = previewOf(CheckedFeatures);
