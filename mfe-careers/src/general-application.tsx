import { Button, Section } from '@school/shared/ui';
import { GENERAL_APPLICATION } from './data/careers-content';

export function GeneralApplication({ onApply }: { onApply: (position: string) => void }) {
  return (
    <Section title={GENERAL_APPLICATION.title} tone="alt">
      <p>{GENERAL_APPLICATION.text}</p>
      <Button variant="accent" onClick={() => onApply(GENERAL_APPLICATION.position)}>
        {GENERAL_APPLICATION.action}
      </Button>
    </Section>
  );
}
