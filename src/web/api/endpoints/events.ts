// The events API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { EventReportBody, EventReportResponse } from '../../../shared/contract/commons';

export type EventsEndpoints = {
  'POST /commons/event-analyses/report': {
    body: typeof EventReportBody;
    response: typeof EventReportResponse;
  };
};
