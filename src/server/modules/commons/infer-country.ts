import { getCountry, getTimezone } from 'countries-and-timezones';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { InferCountryBody, InferCountryResponse } from '../../../shared/contract/commons';

/** A known ISO 3166-1 alpha-2 code, upper-cased, or null. */
function knownCountry(code: string | undefined | null): string | null {
  const upper = code?.toUpperCase();
  return upper && /^[A-Z]{2}$/.test(upper) && getCountry(upper) ? upper : null;
}

function fromPhone(phone: string): string | null {
  // Only international numbers name a country; a national number could be from anywhere.
  return knownCountry(parsePhoneNumberFromString(phone.trim())?.country);
}

function fromTimezone(zone: string): string | null {
  // The first country listed for a zone is its main one (Europe/London → GB before GG, IM, JE).
  return knownCountry(getTimezone(zone.trim())?.countries[0]);
}

function fromLocale(tag: string): string | null {
  try {
    // Only an explicit region counts: "en" alone says nothing about where someone is.
    return knownCountry(new Intl.Locale(tag.trim().replace(/_/g, '-')).region);
  } catch {
    return null;
  }
}

/** The first region in an Accept-Language header, by preference (q) then order. */
function fromAcceptLanguage(header: string): string | null {
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const country = fromLocale(tag);
    if (country) return country;
  }
  return null;
}

/** POST /commons/util/infer-country: phone, then timezone, then locale, then the request's Accept-Language. */
export function inferCountry(body: InferCountryBody, acceptLanguage?: string): InferCountryResponse {
  const tries = [
    ['phoneNumber', body.phoneNumber && fromPhone(body.phoneNumber)],
    ['timezone', body.timezone && fromTimezone(body.timezone)],
    ['locale', body.locale && fromLocale(body.locale)],
    ['acceptLanguage', acceptLanguage && fromAcceptLanguage(acceptLanguage)],
  ] as const;
  for (const [source, countryCode] of tries) if (countryCode) return { countryCode, source };
  return { countryCode: null, source: 'none' };
}
