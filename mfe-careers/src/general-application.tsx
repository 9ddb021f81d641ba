import { DialogLink, Section } from '@school/shared/ui';
import { applicationPathOf } from './application-paths';
import { GENERAL_APPLICATION } from './data/careers-content';

/** `text`: the invitation (content/careers-page.yaml), which the editor's preview takes from the entry it edits. */
export function GeneralApplication({ text, onApply }: { text: string; onApply: () => void }) {
  return (
    <Section title={GENERAL_APPLICATION.title} tone="alt">
      <p>{text}</p>
      <DialogLink variant="accent" href={applicationPathOf(GENERAL_APPLICATION.position)} onOpen={onApply}>
        {GENERAL_APPLICATION.action}
      </DialogLink>
    </Section>
  );
}
