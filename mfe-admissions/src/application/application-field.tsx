import { SelectField, TextAreaField, TextField } from '@school/shared/ui';
import { APPLICATION_FIELDS, type AdmissionKey } from '../data/application-fields';

/** One labelled field of the application, as its typed spec describes it. */
export function ApplicationField({ name }: { name: AdmissionKey }) {
  const { label, kind, required, options, inputMode } = APPLICATION_FIELDS[name];
  if (kind === 'select') {
    return <SelectField label={label} name={name} required={required} options={options ?? []} defaultValue="" />;
  }
  if (kind === 'textarea') {
    return <TextAreaField label={label} name={name} required={required} rows={2} />;
  }
  return <TextField label={label} name={name} type={kind} required={required} inputMode={inputMode} />;
}
