import { XMLParser, XMLValidator } from 'fast-xml-parser';

// SVG is text, so magic bytes say nothing: it must parse as XML with one <svg> root and carry nothing
// that runs code (script elements, on* handlers, javascript: URLs, embedded HTML). Files are also served
// with a sandboxing Content-Security-Policy, so this is the first of two locks, not the only one.

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);
const XML_META = new Set(['?xml', '#comment', '#text', '#cdata']);

/** Deepest element nesting we check (the parser's own guard; real drawings stay far below it). */
export const SVG_MAX_DEPTH = 100;

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  processEntities: false,
  allowBooleanAttributes: true,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  maxNestedTags: SVG_MAX_DEPTH,
});

/** Undoes the entity and whitespace tricks that hide "javascript:" from a plain search. */
function normalise(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/[\p{Cc}\s]/gu, '')
    .toLowerCase();
}

const localName = (name: string) =>
  (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name).toLowerCase();

/** null when the SVG is acceptable, else why it is not (a sentence fragment for the error message). */
export function svgProblem(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'is not UTF-8 text';
  }
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) return 'declares a DOCTYPE or entities, which are not allowed';
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (valid !== true) return `is not well-formed XML (${valid.err.msg}, line ${valid.err.line})`;
  let nodes: XmlNode[];
  try {
    nodes = parser.parse(text) as XmlNode[];
  } catch (err) {
    // The parser refuses documents deeper than SVG_MAX_DEPTH ("Maximum nested tags exceeded") and may
    // refuse other things the validator let through: either way we cannot vouch for the file.
    if (err instanceof Error && /nested/i.test(err.message)) {
      return `is nested too deeply to check (more than ${SVG_MAX_DEPTH} levels of elements)`;
    }
    return 'could not be read as an SVG document';
  }
  const roots = nodes.filter((n) => !XML_META.has(nodeName(n)));
  if (roots.length !== 1 || localName(nodeName(roots[0]!)) !== 'svg') return 'has no <svg> root element';
  return walk(nodes);
}

function nodeName(node: XmlNode): string {
  return Object.keys(node).find((k) => k !== ':@') ?? '';
}

function walk(nodes: XmlNode[]): string | null {
  for (const node of nodes) {
    const name = nodeName(node);
    if (name === '#text' || name === '#comment' || name === '#cdata') continue;
    if (name.startsWith('?') && name !== '?xml') return `contains the processing instruction <${name}>`;
    if (FORBIDDEN_ELEMENTS.has(localName(name))) return `contains a <${name}> element`;
    for (const [attr, value] of Object.entries(node[':@'] ?? {})) {
      if (localName(attr).startsWith('on')) return `contains an event handler attribute (${attr})`;
      const v = normalise(String(value));
      if (v.includes('javascript:') || v.includes('vbscript:') || v.includes('data:text/html')) {
        return `contains a script URL in ${attr}`;
      }
    }
    const children = node[name];
    if (Array.isArray(children)) {
      const problem = walk(children as XmlNode[]);
      if (problem) return problem;
    }
  }
  return null;
}
