// The projects API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type { ArchiveCreatorProjectResponse } from '../../../shared/contract/ai-design';
import type {
  ComparisonQuery,
  CreateProjectBody,
  CreatorProject,
  CreatorProjectBody,
  CreatorProjectCountQuery,
  CreatorProjectListQuery,
  Project,
  ProjectCountQuery,
  ProjectListQuery,
  ProjectSummary,
  Quote,
  QuoteComparison,
  SubmitQuoteBody,
  SupplierProjectRequest,
  SupplierRequestListQuery,
  UpdateCreatorProjectBody,
  UpdateProjectBody,
} from '../../../shared/contract/projects';
import type { CountResponse } from '../../../shared/contract/shared-shapes';

export type ProjectsEndpoints = {
  'POST /web/project-management': { body: typeof CreateProjectBody; response: typeof Project };
  'GET /web/project-management': {
    query: typeof ProjectListQuery;
    response: z.ZodArray<typeof ProjectSummary>;
  };
  'GET /web/project-management/action/count': {
    query: typeof ProjectCountQuery;
    response: typeof CountResponse;
  };
  'GET /web/project-management/:id': { response: typeof Project };
  'PUT /web/project-management/:id': { body: typeof UpdateProjectBody; response: typeof Project };
  'POST /web/project-management/:id/send': { response: typeof Project };
  'POST /web/project-management/:id/close': { response: typeof Project };
  'GET /web/project-management/:id/quotes/comparison': {
    query: typeof ComparisonQuery;
    response: typeof QuoteComparison;
  };
  'POST /web/project-management/:id/quotes/:quoteId/award': { response: typeof Project };
  'POST /web/project-management/:id/quotes/:quoteId/decline': { response: typeof Project };
  'GET /web/creator-projects': {
    query: typeof CreatorProjectListQuery;
    response: z.ZodArray<typeof CreatorProject>;
  };
  'GET /web/creator-projects/action/count': {
    query: typeof CreatorProjectCountQuery;
    response: typeof CountResponse;
  };
  'POST /web/creator-projects': { body: typeof CreatorProjectBody; response: typeof CreatorProject };
  'PUT /web/creator-projects/:id': { body: typeof UpdateCreatorProjectBody; response: typeof CreatorProject };
  'PUT /web/creator-projects/:id/archive': { response: typeof ArchiveCreatorProjectResponse };
  'GET /web/supplier-project-requests': {
    query: typeof SupplierRequestListQuery;
    response: z.ZodArray<typeof SupplierProjectRequest>;
  };
  'GET /web/supplier-project-requests/action/count': { response: typeof CountResponse };
  'GET /web/supplier-project-requests/:id': { response: typeof SupplierProjectRequest };
  'PUT /web/supplier-project-requests/:id/quote': { body: typeof SubmitQuoteBody; response: typeof Quote };
  'POST /web/supplier-project-requests/:id/decline': { response: typeof SupplierProjectRequest };
};
