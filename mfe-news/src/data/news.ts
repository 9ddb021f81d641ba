import type { NewsItem } from '@school/shared/content';
import beceResults from '../assets/news-bece-results.svg?raw';
import quranMemorisation from '../assets/news-quran-memorisation.svg?raw';
import scienceLab from '../assets/news-science-lab.svg?raw';
import spellingBee from '../assets/news-spelling-bee.svg?raw';

/**
 * Latest news, newest first. The wording is invented but plausible; the school replaces it
 * with its own stories. `content` is plain text: paragraphs are separated by a blank line.
 */
export const NEWS: readonly NewsItem[] = [
  {
    id: 'hifz-juz-amma-2026',
    title: "Twelve Pupils Complete the Memorisation of Juz' 'Amma",
    date: '2026-11-18',
    category: 'Islamic Studies',
    image: quranMemorisation,
    imageAlt: 'Illustration of an open Qur’an resting on a wooden stand under a crescent moon',
    excerpt:
      "Twelve pupils from Primary 3 to JSS 1 have memorised the whole of Juz' 'Amma and recited it before a panel of teachers and parents.",
    content: [
      "Twelve of our pupils, from Primary 3 to JSS 1, have completed the memorisation of Juz' 'Amma, the thirtieth part of the Qur'an. Each of them recited the whole part, from Surah An-Naba' to Surah An-Nas, before a panel of our Qur'an teachers and invited parents in the school hall.",
      'The panel listened for correct pronunciation, the rules of tajweed and fluency. All twelve passed, and three of them, in Primary 5 and JSS 1, recited without a single prompt.',
      'The pupils received certificates at the Friday assembly. The Head of Islamic Studies thanked the parents for revising with their children at home every evening, and encouraged the other classes to join the memorisation circle that meets after school on Tuesdays and Thursdays.',
    ].join('\n\n'),
  },
  {
    id: 'kwara-spelling-bee-2026',
    title: 'Primary 5 Pupil Wins the Ilorin West Zonal Spelling Bee',
    date: '2026-11-13',
    category: 'Achievements',
    image: spellingBee,
    imageAlt: 'Illustration of three letter blocks, A, B and C, beside a gold trophy',
    excerpt:
      'Our Primary 5 pupil took first place among twenty-two schools at the zonal spelling bee and will represent the zone at the state final in Ilorin.',
    content: [
      'Our Primary 5 pupil, Aishat, took first place at the Ilorin West zonal spelling bee, ahead of pupils from twenty-two public and private primary schools. Her winning word was "conscientious".',
      'Two other pupils from our school reached the final round, finishing fourth and seventh. The three of them prepared for six weeks with their English teacher during the morning reading period.',
      'Aishat will represent the zone at the Kwara State final in Ilorin next term. Please join us in congratulating her and her teachers.',
    ].join('\n\n'),
  },
  {
    id: 'jss-science-laboratory-2026',
    title: 'New Science Laboratory Opens for JSS Pupils',
    date: '2026-10-23',
    category: 'Facilities',
    image: scienceLab,
    imageAlt: 'Illustration of a laboratory flask and two test tubes filled with coloured liquids',
    excerpt:
      'Our JSS pupils now carry out Basic Science practicals in a fully equipped laboratory, opened by the proprietor and the chairman of the PTA.',
    content: [
      'The new science laboratory for the Junior Secondary School was formally opened by the proprietor and the chairman of the Parent-Teacher Association. The room has twenty-four work places, running water, a fume cupboard, first-aid and fire-safety equipment.',
      'Basic Science and Basic Technology classes from JSS 1 to JSS 3 now hold a practical lesson in the laboratory every week, which prepares our JSS 3 pupils for the practical questions of the BECE.',
      'We thank the parents whose contributions through the PTA levy helped to furnish the laboratory.',
    ].join('\n\n'),
  },
  {
    id: 'bece-results-2026',
    title: 'All Our 2026 BECE Candidates Pass',
    date: '2026-09-18',
    category: 'Academics',
    image: beceResults,
    imageAlt: 'Illustration of a certificate with a gold seal and a star',
    excerpt:
      'Every one of our JSS 3 candidates passed the 2026 Basic Education Certificate Examination, with strong results in Mathematics, English and Basic Science.',
    content: [
      'The results of the 2026 Basic Education Certificate Examination (BECE) are out, and every one of our JSS 3 candidates passed. This continues our record of a full pass rate in the examination.',
      'Our candidates did particularly well in Mathematics, English Language, Basic Science and Islamic Religious Studies. Several of them earned distinctions across all their subjects.',
      'We congratulate the candidates, their parents and their teachers for their hard work, and we wish the class well as they begin senior secondary school.',
    ].join('\n\n'),
  },
];
