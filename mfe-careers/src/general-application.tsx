import { DialogLink, Section } from '@school/shared/ui';
import { applicationPathOf } from './application-paths';
import { GENERAL_APPLICATION } from './data/careers-content';

export function GeneralApplication({ onApply }: { onApply: () => void }) {
  return (
    <Section title={GENERAL_APPLICATION.title} tone="alt">
      <p>{GENERAL_APPLICATION.text}</p>
      <DialogLink variant="accent" href={applicationPathOf(GENERAL_APPLICATION.position)} onOpen={onApply}>
        {GENERAL_APPLICATION.action}
      </DialogLink>
    </Section>
  );
}
