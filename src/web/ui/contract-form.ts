// Forms check what they would send with the contract's own schema, so a form and the server agree on every
// rule and message (STYLE.md "One source of truth for a shape"). Mantine's schemaResolver does this when the
// form's values are the body; this adapter is for forms whose values are not (dollars become cents, text
// becomes numbers): `toBody` makes the body, `fieldOf` puts a body path back on the form's field.
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

type Path = readonly PropertyKey[];
const joined = (path: Path) => path.map(String).join('.');

/** A Mantine `validate` function: the schema's first message for each field, nothing when the body is valid. */
export function contractValidator<V, B>(
  schema: z.ZodType<unknown, B>,
  toBody: (values: V) => B,
  fieldOf: (path: Path) => string = joined,
): (values: V) => FormErrors {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    const errors: FormErrors = {};
    if (parsed.success) return errors;
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? fieldOf(issue.path) : 'form';
      if (!(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}
