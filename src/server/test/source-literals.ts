// The string and template literals of a TypeScript source, for the server boundary test to find table
// names in SQL. A small lexer, not a parser: it skips comments and regular expressions so that an
// apostrophe in either cannot open a string, and reads `${…}` inside templates as code.

export type Literal = {
  /** The literal's text; a template's parts outside `${…}`, joined by a space. */
  text: string;
  /** The code just before it (up to 120 characters), to tell sql`…` and sql.raw(…) apart. */
  before: string;
};

// After these, a `/` starts a regular expression rather than a division.
const REGEX_AFTER = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase)\s*$/;

export function listLiterals(source: string): Literal[] {
  const literals: Literal[] = [];
  let i = 0;
  const n = source.length;
  const before = (at: number) => source.slice(Math.max(0, at - 120), at);

  function readQuoted(quote: string) {
    const start = i++;
    let text = '';
    while (i < n && source[i] !== quote && source[i] !== '\n') {
      if (source[i] === '\\') text += source[++i] ?? '';
      else text += source[i];
      i++;
    }
    i++;
    literals.push({ text, before: before(start) });
  }

  function readTemplate() {
    const start = i++;
    const parts: string[] = [''];
    while (i < n && source[i] !== '`') {
      if (source[i] === '\\') {
        parts.push(`${parts.pop()}${source[i + 1] ?? ''}`);
        i += 2;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        i += 2;
        readCode('}');
        i++;
        parts.push('');
      } else parts.push(`${parts.pop()}${source[i++]}`);
    }
    i++;
    literals.push({ text: parts.join(' '), before: before(start) });
  }

  function readRegex() {
    i++;
    let inClass = false;
    while (i < n && source[i] !== '\n') {
      const c = source[i];
      if (c === '\\') i++;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) break;
      i++;
    }
    i++;
  }

  /** Code up to the `until` brace that closes it (or the end). */
  function readCode(until?: string) {
    let depth = 0;
    while (i < n) {
      const c = source[i]!;
      if (c === until && depth === 0) return;
      if (c === '{') depth++;
      else if (c === '}') depth--;
      if (c === '/' && source[i + 1] === '/')
        i = source.indexOf('\n', i) === -1 ? n : source.indexOf('\n', i);
      else if (c === '/' && source[i + 1] === '*')
        i = source.indexOf('*/', i + 2) === -1 ? n : source.indexOf('*/', i + 2) + 2;
      else if (c === '/' && REGEX_AFTER.test(source.slice(Math.max(0, i - 10), i))) readRegex();
      else if (c === "'" || c === '"') readQuoted(c);
      else if (c === '`') readTemplate();
      else i++;
    }
  }

  readCode();
  return literals;
}

const SQL_TAG = /\bsql(?:<[^`]*>)?\s*$|\bsql\.raw\(\s*$|\.execute\(\s*$/;
const SQL_WORDS = /\b(select\s|insert\s+into\s|delete\s+from\s|update\s+\w+\s+set\s|join\s)/i;

/** The texts of a source that are SQL: sql`…` templates, sql.raw(…) and execute(…) texts, and literals that read as SQL. */
export function listSqlTexts(source: string): string[] {
  return listLiterals(source)
    .filter((literal) => SQL_TAG.test(literal.before) || SQL_WORDS.test(literal.text))
    .map((literal) => literal.text);
}
