import { PageHeader, Section } from '@school/shared/ui';

export function NewsEventsPage() {
  return (
    <>
      <PageHeader title="News & Events" lead="What is happening at school: news, upcoming events and announcements." />
      <Section title="Latest News">
        <p>News, events and announcements appear here.</p>
      </Section>
    </>
  );
}
