import { Button, dialogOpener, Section } from '@school/shared/ui';
import { GENERAL_APPLICATION_DIALOG } from './application-dialogs';
import { GENERAL_APPLICATION } from './data/careers-content';

export function GeneralApplication() {
  return (
    <Section title={GENERAL_APPLICATION.title} tone="alt">
      <p>{GENERAL_APPLICATION.text}</p>
      <Button variant="accent" {...dialogOpener(GENERAL_APPLICATION_DIALOG)}>
        {GENERAL_APPLICATION.action}
      </Button>
    </Section>
  );
}
