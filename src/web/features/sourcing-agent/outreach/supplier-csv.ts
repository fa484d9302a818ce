import { MAX_UPLOAD_SUPPLIERS, UploadSupplier } from '../../../../shared/contract/agent-outreach';

export type UploadRow = { name: string; email: string };
export type LineError = { line: number; message: string };

/** One CSV line's fields: commas split, double quotes group ("" is a quote). */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';' || ch === '\t') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

/**
 * A supplier list as `name,email` lines (a CSV file or rows typed): a header naming the columns is read (in any
 * order); blank lines are skipped; every other line must hold a name and a valid email, else it is reported
 * with its line number.
 */
export function parseSupplierList(text: string): { rows: UploadRow[]; errors: LineError[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: UploadRow[] = [];
  const errors: LineError[] = [];
  let nameAt = 0;
  let emailAt = 1;
  let first = true;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const fields = splitCsvLine(raw);
    if (first) {
      first = false;
      const lower = fields.map((f) => f.toLowerCase());
      if (lower.includes('email') || lower.includes('name')) {
        nameAt = lower.indexOf('name');
        emailAt = lower.indexOf('email');
        if (nameAt < 0 || emailAt < 0) {
          errors.push({ line, message: 'The header needs a name and an email column' });
          nameAt = 0;
          emailAt = 1;
        }
        return;
      }
    }
    const parsed = UploadSupplier.safeParse({ name: fields[nameAt] ?? '', email: fields[emailAt] ?? '' });
    if (parsed.success) rows.push(parsed.data);
    else errors.push({ line, message: parsed.error.issues.map((x) => x.message).join('; ') });
  });
  return { rows, errors };
}

/** Both lists together, each address once (the first name kept), at most the server's limit. */
export function mergeSupplierLists(...lists: UploadRow[][]): { rows: UploadRow[]; tooMany: boolean } {
  const seen = new Set<string>();
  const rows: UploadRow[] = [];
  for (const r of lists.flat()) {
    const key = r.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(r);
  }
  return { rows, tooMany: rows.length > MAX_UPLOAD_SUPPLIERS };
}
