/**
 * What a parent typed into a page's forms, kept across a render that replaces the form's nodes:
 * the area's code rendering afresh over HTML from another build (createArea), which would
 * otherwise put every field back to its default.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file', 'password']);

function isField(element: Element): element is Field {
  return (
    (element instanceof HTMLInputElement && !NOT_TYPED.has(element.type)) ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** Whether the field holds something other than what the page put in it. */
export function isTyped(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '');
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

export interface TypedValue {
  /** The form's place among the forms inside the root, and the field's name in it. */
  form: number;
  name: string;
  /** A checkbox or radio button is told apart by its value, and keeps its checked state. */
  value: string;
  checked?: boolean;
}

function fieldsOf(root: ParentNode): { form: number; field: Field }[] {
  return [...root.querySelectorAll('form')].flatMap((form, index) =>
    [...form.elements].filter(isField).map((field) => ({ form: index, field })),
  );
}

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The typed fields of every form inside `root`. */
export function readTypedValues(root: ParentNode): TypedValue[] {
  return fieldsOf(root)
    .filter(({ field }) => field.name !== '' && isTyped(field))
    .map(({ form, field }) =>
      isCheckable(field)
        ? { form, name: field.name, value: field.value, checked: field.checked }
        : { form, name: field.name, value: field.value },
    );
}

/** Puts `values` back into the same forms' fields inside `root`, where those fields are still untouched. */
export function restoreTypedValues(root: ParentNode, values: readonly TypedValue[]): void {
  const fields = fieldsOf(root);
  for (const typed of values) {
    const match = fields.find(
      ({ form, field }) =>
        form === typed.form && field.name === typed.name && (!isCheckable(field) || field.value === typed.value),
    );
    if (!match || isTyped(match.field)) continue;
    if (isCheckable(match.field)) match.field.checked = typed.checked ?? false;
    else match.field.value = typed.value;
  }
}

/** What createArea is given to keep typed values over a fresh render (AreaOptions.typedValues). */
export interface TypedValuesKeeper {
  read: (root: ParentNode) => TypedValue[];
  restore: (root: ParentNode, values: readonly TypedValue[]) => void;
}

export const TYPED_VALUES: TypedValuesKeeper = { read: readTypedValues, restore: restoreTypedValues };
