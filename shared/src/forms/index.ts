export * from './payloads';
export { MESSAGES, OFFLINE_NOTE, offlineNoteFor } from './messages';
export { submitForm, FORM_TIMEOUT_MS, type SubmitResult, type SubmitOptions } from './submit-form';
export { useSubmit, type SubmitStatus } from './use-submit';
export { ServiceForm, type ServiceFormProps } from './service-form';
export {
  BACK_BUTTON_HINT,
  FORM_NAMES,
  RESULT_PAGES,
  resultPagePath,
  type FormName,
  type FormOutcome,
  type ResultPage,
} from './result-pages';
export { isTyped, TYPED_VALUES } from '../area/typed-values';
