import { formsWorkWithoutScript } from '../forms-without-script';

formsWorkWithoutScript('contact-newsletter');
