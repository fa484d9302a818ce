// Form problems by field, as the supplier portal's forms show them: one message a field, the first found.

type Detail = { path: string; message: string };

/** A field → message record that keeps the first message of each field. */
export function errorCollector() {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string) => {
    if (!(field in errors)) errors[field] = message;
  };
  return { errors, put };
}

/**
 * The server's field errors (`body.priceTiers.0.unitPriceCents`) on the form's fields, named by `fieldOf`
 * from the body path; an error on the body itself is the form's.
 */
export function placeServerErrors(details: readonly Detail[], fieldOf: (path: readonly string[]) => string) {
  const { errors, put } = errorCollector();
  for (const d of details) {
    const path = d.path
      .replace(/^body\.?/, '')
      .split('.')
      .filter(Boolean);
    put(path.length ? fieldOf(path) : 'form', d.message);
  }
  return errors;
}
