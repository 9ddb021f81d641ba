import { formsWorkWithoutScript } from '../forms-without-script';

formsWorkWithoutScript('careers');
