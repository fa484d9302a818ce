import { EventReportBody, EventReportResponse } from '../../../shared/contract/commons';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { reportEvent } from './service';

export function eventsRoutes(app: Api, deps: AppDeps) {
  app.post(
    '/commons/event-analyses/report',
    {
      config: { access: 'public', previewAllowed: true },
      schema: {
        tags: ['events'],
        summary: 'Report an analytics event (visitors too); never fails the caller',
        body: EventReportBody,
        response: { 200: EventReportResponse },
      },
    },
    async (req) =>
      reportEvent(deps.db, req.ctx, req.body, (err) => req.log.warn({ err }, 'event report failed')),
  );
}
