// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../prerender';

describe('the remote’s build output', () => {
  it('has the calendar and the feed as files of their own, beside the pages', async () => {
    const files = new Map((await render('B1')).map(({ file, html }) => [file, html]));
    expect(files.get('files/news-events/events.ics')).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect(files.get('files/news-events/feed.xml')).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed /);
    expect(files.get('files/news-events/feed.xml')).toContain('https://www.alihsanschool.com.ng/news-events/stories/');
  });
});
