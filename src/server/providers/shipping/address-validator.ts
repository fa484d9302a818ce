import { createRequire } from 'node:module';
import type { Address, AddressValidation } from '../../../shared/contract/cart';
import { shippingScope } from '../../../shared/rules/shipping';
import {
  COUNTRY_CODE_ALIASES,
  COUNTRY_RULES,
  type CountryRules,
  GENERIC_POSTAL,
  NO_POSTAL_CODE_COUNTRIES,
  type Subdivision,
} from './address-rules';

// The embedded address validator: the rules of address-rules.ts applied to one address. Answers what is
// wrong in plain English, the address as a carrier writes it, and corrected addresses it can infer
// (a misspelt state, the state a ZIP code belongs to, a country code people often confuse).

type Problem = { field: string; message: string };
type Normalized = Required<{ [K in keyof Address]: Address[K] }>;

// The same country list as /commons/util/countries (country-state-city), without its 8 MB of cities.
const require = createRequire(import.meta.url);
let countryNames: Map<string, string> | null = null;
function countryName(code: string): string | undefined {
  countryNames ??= new Map(
    (require('country-state-city/lib/assets/country.json') as { isoCode: string; name: string }[]).map(
      (c) => [c.isoCode, c.name],
    ),
  );
  return countryNames.get(code);
}

const WITH_THE = new Set([
  'NL',
  'PH',
  'BS',
  'GM',
  'CZ',
  'DO',
  'MV',
  'MH',
  'SB',
  'CF',
  'KY',
  'FK',
  'FO',
  'VA',
]);
const inCountry = (code: string, name: string) =>
  WITH_THE.has(code) || name.startsWith('United ') ? `the ${name}` : name;

const tidy = (v: string | null | undefined) => {
  const t = v?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

/** Lower case, no accents or punctuation: "Québec" and "quebec", "D.C." and "DC" compare equal. */
export const matchKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** A state or province by code or name, any case, with or without the ISO prefix ("US-NY"). */
export function findSubdivision(countryCode: string, text: string): Subdivision | undefined {
  const list = COUNTRY_RULES[countryCode]?.subdivisions?.list ?? [];
  const key = matchKey(text).replace(new RegExp(`^${countryCode.toLowerCase()} `), '');
  return list.find(
    (s) =>
      matchKey(s.code) === key || matchKey(s.name) === key || s.aliases?.some((a) => matchKey(a) === key),
  );
}

/** Subdivisions whose names are within 2 edits of a misspelt one, the closest first. */
function closeSubdivisions(list: Subdivision[], text: string): Subdivision[] {
  const key = matchKey(text);
  if (key.length < 4) return [];
  const scored = list
    .map((s) => ({
      s,
      d: Math.min(...[s.name, ...(s.aliases ?? [])].map((n) => levenshtein(key, matchKey(n)))),
    }))
    .filter((x) => x.d <= 2);
  const best = Math.min(...scored.map((x) => x.d));
  return scored.filter((x) => x.d === best).map((x) => x.s);
}

/** Subdivisions owning a compact postal code: the most specific prefix range wins. */
export function postalOwners(countryCode: string, compact: string): Subdivision[] {
  let best = 0;
  let owners: Subdivision[] = [];
  for (const s of COUNTRY_RULES[countryCode]?.subdivisions?.list ?? []) {
    for (const range of s.postal ?? []) {
      const [lo, hi = lo] = range.split('-') as [string, string?];
      const head = compact.slice(0, lo.length);
      if (head.length < lo.length || head < lo || head > hi) continue;
      if (lo.length > best) [best, owners] = [lo.length, []];
      if (lo.length === best && !owners.includes(s)) owners.push(s);
    }
  }
  return owners;
}

const compactPostal = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

/** The postal code as the country writes it, or null when it does not fit the country's format. */
export function formatPostal(rules: CountryRules, code: string): string | null {
  if (!rules.postal) return code;
  const compact = compactPostal(code);
  const prefix = rules.postal.prefix ?? '';
  const m = rules.postal.re.exec(
    prefix && compact.startsWith(prefix) ? compact.slice(prefix.length) : compact,
  );
  if (!m) return null;
  return (
    prefix +
    m
      .slice(1)
      .filter(Boolean)
      .join(rules.postal.sep ?? '')
  );
}

/** A corrected address; `sure`: offered even when the rest of it still has problems (a known alias). */
type Candidate = { address: Normalized; sure?: boolean };
type Checked = { problems: Problem[]; normalized: Normalized; candidates: Candidate[] };

function check(input: Address): Checked {
  const a: Normalized = {
    name: tidy(input.name) ?? '',
    company: tidy(input.company),
    line1: tidy(input.line1) ?? '',
    line2: tidy(input.line2),
    city: tidy(input.city) ?? '',
    state: tidy(input.state),
    postalCode: tidy(input.postalCode),
    countryCode: input.countryCode.trim().toUpperCase(),
    phone: tidy(input.phone),
  };
  const problems: Problem[] = [];
  const candidates: Candidate[] = [];
  const cc = a.countryCode;
  const alias = COUNTRY_CODE_ALIASES[cc];
  const name = countryName(cc);
  if (alias || !name) {
    const message = alias
      ? `Use ${alias}, the country code of ${inCountry(alias, countryName(alias)!)}`
      : `We don't know the country code ${cc}: choose a country from the list`;
    problems.push({ field: 'countryCode', message });
    if (alias) candidates.push({ address: { ...a, countryCode: alias }, sure: true });
    return { problems, normalized: a, candidates };
  }
  const where = inCountry(cc, name);
  const rules = COUNTRY_RULES[cc];
  if (!/\p{L}/u.test(a.city)) problems.push({ field: 'city', message: 'Enter the city name' });
  if (rules?.streetNumberRequired && !/\d/.test(a.line1)) {
    problems.push({ field: 'line1', message: 'Add the street number' });
  }

  // State or province: the carrier's code when the country has a list.
  const subs = rules?.subdivisions;
  let sub: Subdivision | undefined;
  if (subs && a.state) {
    sub = findSubdivision(cc, a.state);
    if (sub) a.state = sub.code;
    else {
      problems.push({ field: 'state', message: `"${a.state}" is not a ${subs.label} of ${where}` });
      for (const s of closeSubdivisions(subs.list, a.state)) {
        candidates.push({ address: { ...a, state: s.code } });
      }
    }
  } else if (subs?.required) {
    problems.push({ field: 'state', message: `Choose a ${subs.label}` });
  }

  // Postal code: the country's format, then the state it belongs to.
  const label = rules?.postalLabel ?? 'postal code';
  const Label = label[0]!.toUpperCase() + label.slice(1);
  if (NO_POSTAL_CODE_COUNTRIES.has(cc)) {
    // Nothing to check: kept as written.
  } else if (!a.postalCode) {
    if (rules?.postalRequired) problems.push({ field: 'postalCode', message: `Enter the ${label}` });
  } else if (!rules?.postal) {
    a.postalCode = a.postalCode.toUpperCase();
    if (!GENERIC_POSTAL.test(a.postalCode)) {
      problems.push({ field: 'postalCode', message: `Enter a valid ${label} for ${where}` });
    }
  } else {
    const formatted = formatPostal(rules, a.postalCode);
    if (!formatted) {
      problems.push({ field: 'postalCode', message: `Enter a valid ${label}, like ${rules.postal.example}` });
    } else {
      a.postalCode = formatted;
      const owners = subs?.list.some((s) => s.postal) ? postalOwners(cc, compactPostal(formatted)) : null;
      if (owners && owners.length === 0) {
        problems.push({ field: 'postalCode', message: `${Label} ${formatted} does not exist in ${where}` });
      } else if (owners && sub && !owners.includes(sub)) {
        const only = owners.length === 1 ? owners[0]! : null;
        problems.push({
          field: 'postalCode',
          message: `${Label} ${formatted} is not in ${sub.name}${only ? `: it belongs to ${only.name}` : ''}`,
        });
        if (only) candidates.push({ address: { ...a, state: only.code } });
      } else if (owners?.length === 1 && !sub) {
        // No state, or one we could not read: the postal code says which one.
        candidates.push({ address: { ...a, state: owners[0]!.code } });
      }
    }
  }
  return { problems, normalized: a, candidates };
}

const sameAddress = (a: Address, b: Address) =>
  (Object.keys(b) as (keyof Address)[]).every((k) => (a[k] ?? null) === (b[k] ?? null)) &&
  (Object.keys(a) as (keyof Address)[]).every((k) => (a[k] ?? null) === (b[k] ?? null));

/**
 * Checks an address by its country's rules. Valid: `normalized` is the carrier's form, also offered as the
 * one suggestion when it differs from the input. Invalid: `normalized` is null and `suggestions` holds the
 * corrected addresses that fix at least one problem (normalized themselves).
 */
export function validateAddressByRules(input: Address): AddressValidation {
  const { problems, normalized, candidates } = check(input);
  const scope = shippingScope(normalized.countryCode);
  if (problems.length === 0) {
    return {
      valid: true,
      scope,
      normalized,
      problems,
      suggestions: sameAddress(normalized, input) ? [] : [normalized],
    };
  }
  const suggestions: Normalized[] = [];
  for (const c of candidates) {
    const again = check(c.address);
    if (!c.sure && again.problems.length >= problems.length) continue;
    if (!suggestions.some((s) => sameAddress(s, again.normalized))) suggestions.push(again.normalized);
  }
  return { valid: false, scope, normalized: null, problems, suggestions };
}
