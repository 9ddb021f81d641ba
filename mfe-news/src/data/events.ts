import type { SchoolEvent } from '@school/shared/content';

/**
 * Upcoming events, soonest first. Times are school time in Ilorin (West Africa Time, UTC+1)
 * and read "h:mm AM – h:mm PM": the calendar file parses them (see lib/ics.ts).
 */
export const EVENTS: readonly SchoolEvent[] = [
  {
    id: 'pta-general-meeting-2026-11',
    title: 'PTA General Meeting',
    date: '2026-11-28',
    time: '10:00 AM – 12:30 PM',
    location: 'School Hall',
    category: 'Parents',
    description:
      'Parents and guardians meet the proprietor and teachers to review the first term, the new science laboratory and plans for the second term. All parents are welcome; light refreshments will be served.',
  },
  {
    id: 'quran-recitation-competition-2026',
    title: "Annual Qur'an Recitation Competition",
    date: '2026-12-05',
    time: '9:00 AM – 1:00 PM',
    location: 'School Hall',
    category: 'Islamic Studies',
    description:
      'Pupils from Nursery 2 to JSS 3 recite in four categories, judged on memorisation, tajweed and voice. Parents are invited to attend; prizes are presented at the end of the competition.',
  },
  {
    id: 'prize-giving-day-2026',
    title: 'Prize-Giving Day and End of First Term',
    date: '2026-12-17',
    time: '10:00 AM – 1:00 PM',
    location: 'School Hall',
    category: 'Ceremony',
    description:
      'We celebrate the best pupils of the first term in academics, character and Qur’an memorisation, with performances by the pupils. Report cards are given to parents after the ceremony; school closes for the holiday.',
  },
  {
    id: 'entrance-examination-2027-01',
    title: 'Open Day and Entrance Examination',
    date: '2027-01-16',
    time: '9:00 AM – 12:00 PM',
    location: 'Admissions Office',
    category: 'Admissions',
    description:
      'Families considering Al-Ihsan School tour the classrooms, meet the teachers and ask about admissions. Candidates for Primary 1 and above sit the entrance examination; please bring a passport photograph and a copy of the birth certificate.',
  },
  {
    id: 'inter-house-sports-2027',
    title: 'Inter-House Sports Competition',
    date: '2027-03-13',
    time: '8:00 AM – 2:00 PM',
    location: 'School Sports Field',
    category: 'Sports',
    description:
      'The Green, Gold, Blue and Red houses compete in races, relays, sack races and a march past. Parents are welcome to cheer; pupils come in their house sportswear with a water bottle and a cap.',
  },
];
