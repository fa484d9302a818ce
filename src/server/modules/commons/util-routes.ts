import { z } from 'zod';
import {
  Country,
  CountryTariff,
  CountryTariffQuery,
  InferCountryBody,
  InferCountryResponse,
  ProxyDownloadQuery,
  ShortLink,
  ShortLinkBody,
  ShortLinkCodeParams,
  State,
  StatesQuery,
  WatermarkQuery,
} from '../../../shared/contract/commons';
import { ErrorBody, OkResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { listCountries, listStatesOfCountry } from './countries';
import { countryTariff } from './country-tariff';
import { inferCountry } from './infer-country';
import { openDownload } from './proxy-download';
import { createShortLink, revokeShortLink } from './short-links';
import { watermarkImage } from './watermark';

const tags = ['commons'];

/** Spec §7 /commons/util/*: countries, states, tariffs, country inference, short links, own-file download and watermark. */
export function utilRoutes(app: Api, deps: AppDeps) {
  app.get(
    '/commons/util/countries',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Every country', response: { 200: z.array(Country) } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return listCountries();
    },
  );
  app.get(
    '/commons/util/states-of-country',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'States or provinces of a country ([] when it has none)',
        querystring: StatesQuery,
        response: { 200: z.array(State), 404: ErrorBody },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return listStatesOfCountry(req.query.countryCode);
    },
  );
  app.get(
    '/commons/util/country-tariff',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'US tariff estimate for a country of origin: column 2 or general, and one HTS line with the additional duties in force today, or the additional-duty programs on the country (embedded table, with its as-of date)',
        querystring: CountryTariffQuery,
        response: { 200: CountryTariff, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return countryTariff(req.query.countryCode, req.query.hts, new Date().toISOString().slice(0, 10));
    },
  );
  app.post(
    '/commons/util/infer-country',
    {
      config: { access: 'public', previewAllowed: true },
      schema: {
        tags,
        summary: 'Guess a country from a phone number, time zone, locale or Accept-Language',
        body: InferCountryBody,
        response: { 200: InferCountryResponse },
      },
    },
    async (req) => inferCountry(req.body, req.headers['accept-language']),
  );
  app.post(
    '/commons/util/short-link',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Create a revocable short link',
        body: ShortLinkBody,
        response: { 200: ShortLink, 400: ErrorBody },
      },
    },
    async (req) => createShortLink(deps.db, req.ctx, req.body.longUrl, deps.config.publicUrl),
  );
  app.delete(
    '/commons/util/short-link/:code',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Revoke a short link of your store',
        params: ShortLinkCodeParams,
        response: { 200: OkResponse, 404: ErrorBody },
      },
    },
    async (req) => {
      await revokeShortLink(deps.db, req.ctx, req.params.code);
      return { ok: true as const };
    },
  );
  app.get(
    '/commons/util/proxy-download',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Download one of Quarry’s own files as an attachment',
        querystring: ProxyDownloadQuery,
      },
    },
    async (req, reply) => {
      const file = await openDownload(deps, req.query);
      reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .header('content-length', file.length)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(file.body);
    },
  );
  app.get(
    '/commons/util/watermark-image',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One of Quarry’s own images with a diagonal text watermark (PNG)',
        querystring: WatermarkQuery,
      },
    },
    async (req, reply) => {
      const png = await watermarkImage(deps, req.query);
      reply
        .type('image/png')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600');
      return reply.send(png);
    },
  );
}
