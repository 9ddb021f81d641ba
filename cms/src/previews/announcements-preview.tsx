/**
 * The announcements as a parent will see them under Announcements on News & Events, drawn by the
 * news remote's own list (AnnouncementList), from the entry being edited: newest first, as the
 * page orders them.
 */
import type { Announcement } from '@school/shared/content';
import { AnnouncementList } from '../../../mfe-news/src/components/announcement-list';
import { byDate } from '../../../mfe-news/src/lib/dates';
import { completeItems } from './entry-data';
import { PreviewFrame } from './preview-frame';
import type { PreviewProps } from './types';

function CheckedAnnouncements({ entry }: Pick<PreviewProps, 'entry'>) {
  const items = completeItems<Announcement>(entry, ['id', 'title', 'date'], 'announcement');
  return <AnnouncementList items={items.sort((a, b) => byDate(b, a))} />;
}

export function AnnouncementsPreview({ entry, document }: PreviewProps) {
  return (
    <PreviewFrame document={document}>
      <section aria-label="In Announcements" style={{ padding: '1rem' }}>
        <CheckedAnnouncements entry={entry} />
      </section>
    </PreviewFrame>
  );
}
