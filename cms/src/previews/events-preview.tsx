/**
 * The events as a parent will see them under Upcoming Events, drawn by the news remote's own list
 * (EventList), from the entry being edited, in its order.
 */
import type { SchoolEvent } from '@school/shared/content';
import { EventList } from '../../../mfe-news/src/components/event-list';
import { listOf } from './entry-data';
import { PreviewFrame } from './preview-frame';
import type { PreviewProps } from './types';

export function EventsPreview({ entry, document }: PreviewProps) {
  return (
    <PreviewFrame document={document}>
      <section aria-label="In Upcoming Events" style={{ padding: '1rem' }}>
        <EventList items={listOf<SchoolEvent>(entry)} />
      </section>
    </PreviewFrame>
  );
}
