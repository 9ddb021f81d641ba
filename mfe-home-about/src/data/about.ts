import { SCHOOL, type Achievement } from '@school/shared/content';
import { STUDENT_COUNT } from './school-stats';

export const ABOUT_HEADER = {
  title: 'About Us',
  lead: 'Who we are, what we believe, and how we care for every child entrusted to us.',
} as const;

export const STORY = {
  title: 'Our Story',
  paragraphs: [
    `${SCHOOL.shortName} began in 2015 in a rented bungalow in Gaa-Akanbi, Ilorin, with a creche, two nursery classes and eleven pupils. Its founders, a family of teachers, wanted a school where children would learn to excel in their studies while growing in faith and good manners.`,
    'Parents spread the word. Primary classes followed in 2017, the school moved to its own building on Olorunsogo Road in 2019, and the junior secondary section opened in 2020. Our first JSS 3 class sat the Basic Education Certificate Examination in 2023, and every one of them passed.',
    `Today more than ${STUDENT_COUNT} pupils, from creche to JSS 3, learn with us. We remain a community school: small enough to know every family, and ambitious for every child.`,
  ],
  imageAlt: `Illustration of the ${SCHOOL.shortName} building and its front garden`,
} as const;

export const MISSION_TITLE = 'Mission, Vision and Motto';

export const MISSION_VISION = [
  {
    title: 'Our Mission',
    text: 'To give every child a sound education in a safe, caring and disciplined environment, guided by Islamic values, so that they grow in knowledge, faith and good character.',
  },
  {
    title: 'Our Vision',
    text: 'To be a leading school in Kwara State, raising confident, God-conscious and well-educated young people who serve their families, their communities and Nigeria.',
  },
  { title: 'Our Motto', text: SCHOOL.motto },
] as const;

export const PHILOSOPHY = {
  title: 'Our Philosophy',
  points: [
    {
      title: 'Faith and character first',
      text: 'Knowledge is a trust. We teach children to be truthful, kind and responsible, and to see learning as worship.',
    },
    {
      title: 'Every child can learn',
      text: 'Children learn at different speeds. Small classes and close attention let each pupil be stretched and supported.',
    },
    {
      title: 'Learning by doing',
      text: 'Pupils experiment, build, read aloud, debate and present, so that lessons become understanding rather than memorised notes.',
    },
    {
      title: 'Parents as partners',
      text: 'A child does best when home and school work together, so we keep parents informed and our doors open.',
    },
  ],
} as const;

export const ACHIEVEMENTS_TITLE = 'Our Achievements';

export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    year: 2022,
    title: 'State Quiz Competition: second place',
    description:
      'Our primary 5 team came second of forty schools in the Kwara State inter-school quiz on mathematics and general knowledge.',
  },
  {
    year: 2023,
    title: 'First BECE class: 100% pass',
    description:
      'Every pupil of our first JSS 3 class passed the Basic Education Certificate Examination, most of them with distinctions.',
  },
  {
    year: 2024,
    title: "100% BECE pass and Qur'an recitation award",
    description:
      "All our JSS 3 candidates passed the BECE again, and a JSS 2 pupil won first prize in the Ilorin West Qur'an recitation competition.",
  },
];

export interface Facility {
  title: string;
  description: string;
}

export const FACILITIES_TITLE = 'Our Facilities';

export const FACILITIES: readonly Facility[] = [
  { title: 'Bright Classrooms', description: 'Airy, well-lit classrooms with no more than 25 pupils each.' },
  { title: 'Science Laboratory', description: 'A laboratory for basic science and technology practicals.' },
  { title: 'Computer Room', description: 'Computers for ICT lessons and coding club, with a solar back-up supply.' },
  {
    title: 'Library',
    description: 'Story books, readers and reference books for every age, and a quiet reading corner.',
  },
  { title: 'Prayer Hall', description: 'A clean, spacious hall for the midday prayer and Islamic studies.' },
  {
    title: 'Playground and Sports Field',
    description: 'Safe play equipment for the little ones and a field for football and athletics.',
  },
  { title: 'Sick Bay', description: 'A sick bay with a trained nurse for first aid and care until parents arrive.' },
];
