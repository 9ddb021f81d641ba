import type { Announcement } from '@school/shared/content';

/** Announcements to parents and pupils, newest first. */
export const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    id: 'first-term-examinations-2026',
    title: 'First Term Examinations and Holiday Dates',
    date: '2026-11-21',
    content:
      'First term examinations begin on Monday, 7 December 2026 for Primary 1 to JSS 3; nursery pupils have their assessments in class that week. School closes on Thursday, 17 December after Prize-Giving Day, and the second term begins on Monday, 11 January 2027.',
  },
  {
    id: 'fee-instalment-reminder-2026',
    title: 'Reminder: Half of the Term’s Fees Due by Week 6',
    date: '2026-11-16',
    content:
      'Parents are reminded that at least half of the first term bill should have been paid by the end of week 6. Please see the Finance Office for receipts or to agree an instalment plan for the balance before the examinations.',
  },
  {
    id: 'mid-term-break-2026',
    title: 'Mid-Term Break',
    date: '2026-10-19',
    content:
      'The first term mid-term break runs from Thursday, 29 October to Friday, 30 October 2026. Pupils resume on Monday, 2 November 2026 at 7:30 AM in full school uniform.',
  },
];
