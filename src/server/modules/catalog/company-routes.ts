import { z } from 'zod';
import {
  CatalogCompany,
  Category,
  CategoryListQuery,
  CompanyDetailViewBody,
  CountryInfo,
  ForYouQuery,
  HomepageGroupQuery,
  IdsParams,
  RecommendedCompany,
  RecommendQuery,
  RecommendToUserBody,
  SearchCount,
  SourcingFilters,
  SourcingTabQuery,
  SupplierListQuery,
} from '../../../shared/contract/catalog';
import { ErrorBody, IdParam, OkResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { listCategories } from './categories';
import { countryInfo, homepageGroupSuppliers, sourcingTabSuppliers } from './featured';
import { forYouSuppliers } from './for-you';
import { countCompanies, findCompanies, getCompaniesByIds, getCompany } from './list-companies';
import { recommendNextCompanies, recordDetailView } from './recommend';
import { recommendCompaniesToUser } from './recommend-to-user';

const config = { access: 'store' } as const;
const tags = ['catalog'];
const errors = { 400: ErrorBody, 404: ErrorBody };
const base = '/web/catalog-companies';
const Companies = z.array(CatalogCompany);

export function catalogCompanyRoutes(app: Api, deps: AppDeps) {
  const d = { db: deps.db, dbKind: deps.dbKind };
  app.get(
    '/web/catalog-categories',
    {
      config,
      schema: {
        tags,
        summary: 'The category taxonomy',
        querystring: CategoryListQuery,
        response: { 200: z.array(Category), ...errors },
      },
    },
    async (req) => listCategories(d, req.query),
  );
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Search suppliers',
        querystring: SupplierListQuery,
        response: { 200: Companies, ...errors },
      },
    },
    async (req) => findCompanies(d, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config,
      schema: {
        tags,
        summary: 'How many suppliers match, and how the keyword was searched when not as typed',
        querystring: SourcingFilters,
        response: { 200: SearchCount, ...errors },
      },
    },
    async (req) => countCompanies(d, req.query),
  );
  app.post(
    `${base}/action/detail-view`,
    {
      config,
      schema: {
        tags,
        summary: 'Record that the store opened a supplier',
        body: CompanyDetailViewBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (req) => recordDetailView(d, storeCtx(req.ctx), { companyId: req.body.companyId }),
  );
  app.get(
    `${base}/action/recommend-next-items`,
    {
      config,
      schema: {
        tags,
        summary: "Suppliers related to the store's recent views",
        querystring: RecommendQuery,
        response: { 200: Companies, ...errors },
      },
    },
    async (req) => recommendNextCompanies(d, storeCtx(req.ctx), req.query.size),
  );
  app.post(
    `${base}/action/recommend-items-to-user`,
    {
      config,
      schema: {
        tags,
        summary: 'Suppliers for what the founder asked for in words, each with why it was picked',
        body: RecommendToUserBody,
        response: { 200: z.array(RecommendedCompany), ...errors },
      },
    },
    async (req) => recommendCompaniesToUser(d, storeCtx(req.ctx), req.body),
  );
  app.get(
    `${base}/sourcing-tab/suppliers`,
    {
      config,
      schema: {
        tags,
        summary: 'Featured suppliers of a sourcing tab',
        querystring: SourcingTabQuery,
        response: { 200: Companies, ...errors },
      },
    },
    async (req) => sourcingTabSuppliers(d, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/homepage-group/suppliers`,
    {
      config,
      schema: {
        tags,
        summary: 'Suppliers of a homepage group',
        querystring: HomepageGroupQuery,
        response: { 200: Companies, ...errors },
      },
    },
    async (req) => homepageGroupSuppliers(d, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/-/country-info`,
    {
      config,
      schema: {
        tags,
        summary: 'Supplier countries, counts and tariff rates',
        response: { 200: z.array(CountryInfo) },
      },
    },
    async () => countryInfo(d),
  );
  app.get(
    `${base}/for-you/search-suppliers`,
    {
      config,
      schema: {
        tags,
        summary: "Suppliers for the founder's free-text answer (any word matches, best first)",
        querystring: ForYouQuery,
        response: { 200: Companies, ...errors },
      },
    },
    async (req) => forYouSuppliers(d, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/:ids`,
    {
      config,
      schema: {
        tags,
        summary: 'Suppliers by comma-separated ids (1 to 50)',
        params: IdsParams,
        response: { 200: Companies, ...errors },
      },
    },
    async (req) => getCompaniesByIds(d, storeCtx(req.ctx), req.params.ids),
  );
  app.get(
    '/app/catalog-companies/:id',
    {
      // Public: the supplier preview page reads it without a session (favorites marked when signed in).
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One supplier (public)',
        params: IdParam,
        response: { 200: CatalogCompany, ...errors },
      },
    },
    async (req) => getCompany(d, req.ctx, req.params.id),
  );
}
