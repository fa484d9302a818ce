import type { z } from 'zod';
import type {
  CancellationReport,
  ChangePlanBody,
  ChangePlanResult,
  CreateDemoBookingBody,
  DemoBooking,
  DemoSlots,
  PauseBody,
  PayInvoiceBody,
  ReactivateBody,
  SubscribeBody,
  SubscriptionInvoice,
  SubscriptionView,
  SurveyAnswersBody,
  SurveyResult,
} from '../../../shared/contract/subscriptions';

export type SubscriptionsEndpoints = {
  'GET /web/subscriptions/current': { response: typeof SubscriptionView };
  'POST /web/subscriptions': { body: typeof SubscribeBody; response: typeof SubscriptionView };
  'PUT /web/subscriptions/plan': { body: typeof ChangePlanBody; response: typeof ChangePlanResult };
  'POST /web/subscriptions/pause': { body: typeof PauseBody; response: typeof SubscriptionView };
  'POST /web/subscriptions/resume': { response: typeof SubscriptionView };
  'POST /web/subscriptions/reactivate': { body: typeof ReactivateBody; response: typeof SubscriptionView };
  'POST /web/subscriptions/cancellation-survey': {
    body: typeof SurveyAnswersBody;
    response: typeof SurveyResult;
  };
  'GET /web/subscriptions/invoices': { response: z.ZodArray<typeof SubscriptionInvoice> };
  'GET /web/demo-bookings/slots': { response: typeof DemoSlots };
  'GET /web/demo-bookings': { response: z.ZodArray<typeof DemoBooking> };
  'POST /web/demo-bookings': { body: typeof CreateDemoBookingBody; response: typeof DemoBooking };
  'DELETE /web/demo-bookings/:id': { response: typeof DemoBooking };
  'POST /web/subscriptions/invoices/:invoiceId/pay': {
    body: typeof PayInvoiceBody;
    response: typeof SubscriptionInvoice;
  };
  'GET /admin/subscriptions/cancellation-report': { response: typeof CancellationReport };
};
