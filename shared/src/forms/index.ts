export * from './payloads';
export { MESSAGES, OFFLINE_NOTE, offlineNoteFor } from './messages';
export { submitForm, FORM_TIMEOUT_MS, type SubmitResult, type SubmitOptions } from './submit-form';
export { useSubmit, type SubmitStatus } from './use-submit';
