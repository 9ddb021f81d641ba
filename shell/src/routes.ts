import type { AreaName } from '@school/shared/area';
import { normalisePath } from './normalise-path';

export interface RouteEntry {
  path: string;
  area: AreaName;
  /** Label in the navigation. */
  navLabel: string;
  /** Document title (the school's name is appended). */
  title: string;
  description: string;
}

/** The route table: the one list of pages, in navigation order. */
export const ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    area: 'home-about',
    navLabel: 'Home',
    title: 'Home',
    description:
      'Al-Ihsan School, Ilorin: a private nursery, primary and junior secondary school, creche to JSS 3, with an Islamic and moral emphasis.',
  },
  {
    path: '/about',
    area: 'home-about',
    navLabel: 'About',
    title: 'About Us',
    description:
      'Our story, mission, vision and motto, the anthem, pledge and prayer in English and Arabic, our leadership, rules and facilities.',
  },
  {
    path: '/admissions',
    area: 'admissions',
    navLabel: 'Admissions',
    title: 'Admissions',
    description:
      'Admission guidelines, 2025/2026 fees from creche to JSS 3, and the online admission application form.',
  },
  {
    path: '/academics',
    area: 'home-about',
    navLabel: 'Academics',
    title: 'Academics',
    description:
      'Our departments and subjects, special programmes, BECE results and how we assess pupils: a 1:16 teacher-student ratio.',
  },
  {
    path: '/news-events',
    area: 'news',
    navLabel: 'News & Events',
    title: 'News & Events',
    description: 'The latest school news, upcoming events and announcements for parents and pupils.',
  },
  {
    path: '/newsletter',
    area: 'contact-newsletter',
    navLabel: 'Newsletter',
    title: 'Newsletter',
    description: 'Subscribe to school updates, academic news and events by e-mail.',
  },
  {
    path: '/jobs',
    area: 'careers',
    navLabel: 'Careers',
    title: 'Careers',
    description: 'Teaching and staff vacancies at Al-Ihsan School, Ilorin, and how to apply.',
  },
  {
    path: '/contact',
    area: 'contact-newsletter',
    navLabel: 'Contact',
    title: 'Contact Us',
    description: 'Address, phone numbers, e-mail, office hours, map and department contacts; send us a message.',
  },
];

/** Module Federation remote name of each area, as keyed in remotes.json. */
export const AREA_REMOTES: Record<AreaName, string> = {
  'home-about': 'mfe_home_about',
  admissions: 'mfe_admissions',
  news: 'mfe_news',
  careers: 'mfe_careers',
  'contact-newsletter': 'mfe_contact_newsletter',
};

export function findRoute(pathname: string): RouteEntry | undefined {
  const path = normalisePath(pathname);
  return ROUTES.find((route) => route.path === path);
}

export const NOT_FOUND = {
  title: 'Page not found',
  description: 'The page you asked for does not exist. Find your way from the menu.',
} as const;

export function documentTitle(title: string, schoolShortName: string): string {
  return `${title} | ${schoolShortName}`;
}
