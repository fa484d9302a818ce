import { BusinessSetting, BusinessSettingParams } from '../../../shared/contract/commons';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { getBusinessSetting } from './business-settings';

export function commonsRoutes(app: Api, deps: AppDeps) {
  for (const scope of ['DISPLAY', 'NONE'] as const) {
    app.get(
      `/commons/business-settings/${scope}/:key`,
      {
        // DISPLAY settings are shown to visitors too; NONE settings only to signed-in users.
        config: { access: scope === 'DISPLAY' ? 'public' : 'user' },
        schema: {
          tags: ['commons'],
          summary: `A ${scope} business setting`,
          params: BusinessSettingParams,
          response: { 200: BusinessSetting },
        },
      },
      async (req) => getBusinessSetting(deps.db, scope, req.params.key),
    );
  }
}
