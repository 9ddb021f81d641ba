/**
 * /admin/: Decap CMS for the school's staff (README.md). Its collections are made from the content
 * schemas at the build; it reads and writes the content files through the git host (or, on a
 * developer's machine, the working tree), and previews a story with the news remote's components.
 */
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { en } from 'decap-cms-locales';
import DecapCmsWidgetBoolean from 'decap-cms-widget-boolean';
import DecapCmsWidgetDatetime from 'decap-cms-widget-datetime';
import DecapCmsWidgetFile from 'decap-cms-widget-file';
import DecapCmsWidgetImage from 'decap-cms-widget-image';
import DecapCmsWidgetList from 'decap-cms-widget-list';
import DecapCmsWidgetNumber from 'decap-cms-widget-number';
import DecapCmsWidgetObject from 'decap-cms-widget-object';
import DecapCmsWidgetSelect from 'decap-cms-widget-select';
import DecapCmsWidgetString from 'decap-cms-widget-string';
import DecapCmsWidgetText from 'decap-cms-widget-text';
import collections from 'virtual:school-cms-collections';
import type { ComponentType } from 'react';
import { loadSettings } from './backend';
import { cmsConfig } from './cms-config';
import { YAML_FORMAT } from './config';
import {
  AboutPreview,
  AchievementsPreview,
  FacilitiesPreview,
  LeadershipPreview,
  PhilosophyPreview,
  RecitationsPreview,
  RulesPreview,
} from './previews/about-previews';
import {
  AcademicsPreview,
  AssessmentPreview,
  DepartmentsPreview,
  ExamResultsPreview,
  ProgramsPreview,
} from './previews/academics-previews';
import { AnnouncementsPreview } from './previews/announcements-preview';
import { BenefitsPreview, CareersPagePreview } from './previews/careers-previews';
import { ContactPagePreview, OfficesPreview, SchoolPreview } from './previews/contact-previews';
import { EventsPreview } from './previews/events-preview';
import { FeesPreview } from './previews/fees-preview';
import { GuidelinesPreview } from './previews/guidelines-preview';
import { FeaturesPreview, HomePreview } from './previews/home-previews';
import { NewsPreview } from './previews/news-preview';
import { NewsletterPagePreview, NewslettersPreview } from './previews/newsletter-previews';
import { VacancyPreview } from './previews/vacancy-preview';
import { SchoolStatsPreview } from './previews/school-stats-preview';
import { schoolYaml } from './yaml-format';

type Init = NonNullable<Parameters<typeof CMS.init>[0]>;
type Template = Parameters<typeof CMS.registerPreviewTemplate>[1];

// Decap's core with what the school's content uses, not decap-cms-app's every backend and widget
// (README.md "Size"): GitHub, the local backend, and the widgets decap-fields.ts generates (WIDGETS).
type Backend = Parameters<typeof CMS.registerBackend>[1];
CMS.registerBackend('github', GitHubBackend as Backend);
CMS.registerBackend('proxy', ProxyBackend as Backend);
const widgets = [
  DecapCmsWidgetString,
  DecapCmsWidgetText,
  DecapCmsWidgetNumber,
  DecapCmsWidgetBoolean,
  DecapCmsWidgetSelect,
  DecapCmsWidgetDatetime,
  DecapCmsWidgetFile,
  DecapCmsWidgetImage,
  DecapCmsWidgetList,
  DecapCmsWidgetObject,
];
for (const widget of widgets) CMS.registerWidget(widget.Widget() as Parameters<typeof CMS.registerWidget>[0]);
CMS.registerLocale('en', en as Parameters<typeof CMS.registerLocale>[1]);
CMS.registerCustomFormat(YAML_FORMAT, 'yaml', schoolYaml);

// A preview per collection drawn with its remote's own components, where one is cheap to make.
const previews: Record<string, ComponentType<never>> = {
  'shared-school': SchoolPreview,
  'mfe-home-about-home': HomePreview,
  'mfe-home-about-schoolStats': SchoolStatsPreview,
  'mfe-home-about-features': FeaturesPreview,
  'mfe-home-about-about': AboutPreview,
  'mfe-home-about-philosophy': PhilosophyPreview,
  'mfe-home-about-recitations': RecitationsPreview,
  'mfe-home-about-rules': RulesPreview,
  'mfe-home-about-leadership': LeadershipPreview,
  'mfe-home-about-achievements': AchievementsPreview,
  'mfe-home-about-facilities': FacilitiesPreview,
  'mfe-home-about-academics': AcademicsPreview,
  'mfe-home-about-departments': DepartmentsPreview,
  'mfe-home-about-programs': ProgramsPreview,
  'mfe-home-about-examResults': ExamResultsPreview,
  'mfe-home-about-assessment': AssessmentPreview,
  'mfe-news-news': NewsPreview,
  'mfe-news-events': EventsPreview,
  'mfe-news-announcements': AnnouncementsPreview,
  'mfe-admissions-guidelines': GuidelinesPreview,
  'mfe-admissions-fees': FeesPreview,
  'mfe-careers-postings': VacancyPreview,
  'mfe-careers-benefits': BenefitsPreview,
  'mfe-careers-careersPage': CareersPagePreview,
  'mfe-contact-newsletter-contactPage': ContactPagePreview,
  'mfe-contact-newsletter-departments': OfficesPreview,
  'mfe-contact-newsletter-newsletterPage': NewsletterPagePreview,
  'mfe-contact-newsletter-newsletters': NewslettersPreview,
};
for (const [name, component] of Object.entries(previews)) {
  if (collections.some((collection) => collection.name === name))
    CMS.registerPreviewTemplate(name, component as unknown as Template);
}

// The environment's settings come with the deploy (backend.ts), so one build serves every environment.
void loadSettings(import.meta.env.BASE_URL).then((settings) =>
  CMS.init({ config: cmsConfig(collections, settings) as unknown as Init['config'] }),
);

/**
 * Decap 3.16 keeps the form of the entry it showed when the address goes straight from one entry
 * to another (a link, history): an empty form, which publishing would write over the file. Such a
 * move loads the page again, so the entry's form is always the entry's.
 */
const ENTRY = /^#\/collections\/[^/]+\/entries\/[^?]+/;
let shown = location.hash.match(ENTRY)?.[0];
addEventListener('hashchange', () => {
  const next = location.hash.match(ENTRY)?.[0];
  if (shown && next && next !== shown) location.reload();
  shown = next;
});
