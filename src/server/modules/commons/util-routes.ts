import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';

export function utilRoutes(_app: Api, _deps: AppDeps) {}
