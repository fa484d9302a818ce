// The catalog API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type {
  CatalogCompany,
  CatalogItem,
  Category,
  CategoryGroupCount,
  CategoryListQuery,
  CompanyDetailViewBody,
  CountryInfo,
  ForYouQuery,
  HomepageGroupQuery,
  ItemDetailViewBody,
  ItemListQuery,
  ProductListingsQuery,
  ProductMatchQuery,
  RecommendedCompany,
  RecommendedItem,
  RecommendQuery,
  RecommendToUserBody,
  SearchCount,
  SourcingFilters,
  SourcingTabQuery,
  Suggestion,
  SuggestQuery,
  SupplierListQuery,
} from '../../../shared/contract/catalog';
import type {
  ImageIndexStatus,
  ImageSearchQuery,
  ImageSearchResult,
} from '../../../shared/contract/image-search';
import type { CountResponse, OkResponse } from '../../../shared/contract/shared-shapes';
import type {
  SupplierCountry,
  SupplierItem,
  SupplierItemBody,
  SupplierItemCountQuery,
  SupplierItemListQuery,
  SupplierPortalSummary,
  SupplierProfile,
  UpdateSupplierProfileBody,
} from '../../../shared/contract/supplier-portal';

export type CatalogEndpoints = {
  'GET /web/catalog-categories': { query: typeof CategoryListQuery; response: z.ZodArray<typeof Category> };
  'GET /web/catalog-companies': {
    query: typeof SupplierListQuery;
    response: z.ZodArray<typeof CatalogCompany>;
  };
  'GET /web/catalog-companies/action/count': { query: typeof SourcingFilters; response: typeof SearchCount };
  'POST /web/catalog-companies/action/detail-view': {
    body: typeof CompanyDetailViewBody;
    response: typeof OkResponse;
  };
  'GET /web/catalog-companies/action/recommend-next-items': {
    query: typeof RecommendQuery;
    response: z.ZodArray<typeof CatalogCompany>;
  };
  'POST /web/catalog-companies/action/recommend-items-to-user': {
    body: typeof RecommendToUserBody;
    response: z.ZodArray<typeof RecommendedCompany>;
  };
  'GET /web/catalog-companies/sourcing-tab/suppliers': {
    query: typeof SourcingTabQuery;
    response: z.ZodArray<typeof CatalogCompany>;
  };
  'GET /web/catalog-companies/homepage-group/suppliers': {
    query: typeof HomepageGroupQuery;
    response: z.ZodArray<typeof CatalogCompany>;
  };
  'GET /web/catalog-companies/-/country-info': { response: z.ZodArray<typeof CountryInfo> };
  'GET /web/catalog-companies/for-you/search-suppliers': {
    query: typeof ForYouQuery;
    response: z.ZodArray<typeof CatalogCompany>;
  };
  'GET /web/catalog-companies/:ids': { response: z.ZodArray<typeof CatalogCompany> };
  'GET /app/catalog-companies/:id': { response: typeof CatalogCompany };
  'GET /web/catalog-items': { query: typeof ItemListQuery; response: z.ZodArray<typeof CatalogItem> };
  'GET /web/catalog-items/action/count': { query: typeof SourcingFilters; response: typeof SearchCount };
  'GET /web/catalog-items/action/category-group': {
    query: typeof SourcingFilters;
    response: z.ZodArray<typeof CategoryGroupCount>;
  };
  'GET /web/catalog-items/action/suggest-auto-complete': {
    query: typeof SuggestQuery;
    response: z.ZodArray<typeof Suggestion>;
  };
  'GET /web/catalog-items/action/recommend-next-items': {
    query: typeof RecommendQuery;
    response: z.ZodArray<typeof CatalogItem>;
  };
  'POST /web/catalog-items/action/detail-view': {
    body: typeof ItemDetailViewBody;
    response: typeof OkResponse;
  };
  'GET /web/catalog-items/-/product-listings': {
    query: typeof ProductListingsQuery;
    response: z.ZodArray<typeof CatalogItem>;
  };
  'POST /web/catalog-items/action/recommend-items-to-user': {
    body: typeof RecommendToUserBody;
    response: z.ZodArray<typeof RecommendedItem>;
  };
  'GET /web/catalog-items/design/product-match-new': {
    query: typeof ProductMatchQuery;
    response: z.ZodArray<typeof CatalogItem>;
  };
  'GET /web/catalog-items/for-you/search-items': {
    query: typeof ForYouQuery;
    response: z.ZodArray<typeof CatalogItem>;
  };
  'GET /web/catalog-items/:id': { response: typeof CatalogItem };
  'GET /app/catalog-items/:id': { response: typeof CatalogItem };
  'GET /web/catalog-items/:id/recommend-items-to-item': {
    query: typeof RecommendQuery;
    response: z.ZodArray<typeof CatalogItem>;
  };
  'GET /web/sourcing/home/image-search': {
    query: typeof ImageSearchQuery;
    response: typeof ImageSearchResult;
  };
  'GET /web/sourcing/home/image-search/status': { response: typeof ImageIndexStatus };
  'GET /web/supplier-portal/summary': { response: typeof SupplierPortalSummary };
  'GET /web/supplier-portal/profile': { response: typeof SupplierProfile };
  'PUT /web/supplier-portal/profile': {
    body: typeof UpdateSupplierProfileBody;
    response: typeof SupplierProfile;
  };
  'GET /web/supplier-portal/countries': { response: z.ZodArray<typeof SupplierCountry> };
  'GET /web/supplier-portal/categories': {
    query: typeof CategoryListQuery;
    response: z.ZodArray<typeof Category>;
  };
  'GET /web/supplier-portal/catalog-items': {
    query: typeof SupplierItemListQuery;
    response: z.ZodArray<typeof SupplierItem>;
  };
  'GET /web/supplier-portal/catalog-items/action/count': {
    query: typeof SupplierItemCountQuery;
    response: typeof CountResponse;
  };
  'GET /web/supplier-portal/catalog-items/:id': { response: typeof SupplierItem };
  'POST /web/supplier-portal/catalog-items': { body: typeof SupplierItemBody; response: typeof SupplierItem };
  'PUT /web/supplier-portal/catalog-items/:id': {
    body: typeof SupplierItemBody;
    response: typeof SupplierItem;
  };
  'PUT /web/supplier-portal/catalog-items/:id/disable': { response: typeof SupplierItem };
  'PUT /web/supplier-portal/catalog-items/:id/enable': { response: typeof SupplierItem };
};
