import { getAllCountries, getCountry } from 'countries-and-timezones';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { SupplierProfile } from '../../../../shared/contract/agent-outreach';
import { type SafeFetchOptions, safeFetch } from './safe-fetch';

// POST -/analyze-suppliers-info (decision 050): a supplier's public page read into a profile by the embedded
// provider — name, description, products, contact and a country guess, each taken from the page, never made up.
// What the page does not say stays empty.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
const clean = (s: string) =>
  decode(s.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function meta(html: string, name: string): string | null {
  const re = new RegExp(`<meta[^>]+(?:name|property)=["']${name}["'][^>]*>`, 'i');
  const tag = re.exec(html)?.[0];
  const content = tag && /content=["']([^"']*)["']/i.exec(tag)?.[1];
  return content ? clean(content) : null;
}
const first = (html: string, tag: string) => {
  const m = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'i').exec(html);
  return m ? clean(m[1]!) : null;
};
const all = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))]
    .map((m) => clean(m[1]!))
    .filter(Boolean);

/** Products: the list items after a heading that says products (or capabilities), else none. */
function productsOf(body: string): string[] {
  const heading = /<h[1-4][^>]*>[^<]*(product|what we make|capabilit|catalog)[^<]*<\/h[1-4]>/i.exec(body);
  if (!heading) return [];
  const after = body.slice(heading.index + heading[0].length);
  const list = /<(ul|ol)[^>]*>([\s\S]*?)<\/\1>/i.exec(after);
  if (!list) return [];
  return [...new Set(all(list[2]!, 'li'))].filter((p) => p.length <= 120).slice(0, 30);
}

function countryOf(text: string, phones: string[], host: string): { code: string; reason: string } | null {
  for (const p of phones) {
    const c = parsePhoneNumberFromString(p)?.country;
    if (c) return { code: c, reason: `The phone number ${p} is from ${getCountry(c)?.name ?? c}` };
  }
  const countries = Object.values(getAllCountries()).sort((a, b) => b.name.length - a.name.length);
  for (const c of countries) {
    if (c.name.length > 3 && new RegExp(`\\b${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))
      return { code: c.id, reason: `The page names ${c.name}` };
  }
  const tld = host.split('.').pop()?.toUpperCase() ?? '';
  if (/^[A-Z]{2}$/.test(tld) && getCountry(tld))
    return { code: tld, reason: `The site's domain ends in .${tld.toLowerCase()}` };
  return null;
}

/** The profile a page gives (pure: the fetched text in, the profile out). */
export function profileFromPage(url: string, html: string): SupplierProfile {
  const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ');
  const host = new URL(url).hostname;
  const name =
    meta(body, 'og:site_name') ?? first(body, 'h1') ?? first(body, 'title')?.split(/\s[|–-]\s/)[0] ?? host;
  const description = meta(body, 'description') ?? meta(body, 'og:description') ?? all(body, 'p')[0] ?? '';
  const text = clean(body);
  const emails = [
    ...new Set(
      [
        ...[...body.matchAll(/mailto:([^"'?\s>]+)/gi)].map((m) => decode(m[1]!)),
        ...(text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? []),
      ].map((e) => e.toLowerCase()),
    ),
  ].slice(0, 10);
  const phones = [
    ...new Set(
      [
        ...[...body.matchAll(/tel:([+\d][\d\s().-]{6,})/gi)].map((m) => m[1]!.trim()),
        ...(text.match(/\+\d[\d\s().-]{7,}\d/g) ?? []),
      ].map((p) => p.replace(/\s+/g, ' ').trim()),
    ),
  ].slice(0, 10);
  const country = countryOf(text, phones, host);
  return {
    url,
    name: name.slice(0, 200),
    description: description.slice(0, 2000),
    products: productsOf(body),
    contact: { emails, phones },
    countryGuess: country?.code ?? null,
    countryReason: country?.reason ?? null,
  };
}

/** Reads the supplier's page (public addresses only) and answers its profile; 422 saying why when it cannot. */
export async function analyzeSupplier(
  supplierUrl: string,
  opts: SafeFetchOptions = {},
): Promise<SupplierProfile> {
  const page = await safeFetch(supplierUrl, opts);
  return profileFromPage(page.url, page.text);
}
