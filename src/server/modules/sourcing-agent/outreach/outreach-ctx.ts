import type { AppDeps } from '../../../app-deps';
import type { StoreCtx } from '../../../http/context';

/** What an outreach operation needs: the founder's store context and the services it sends through. */
export type OutreachDeps = Pick<AppDeps, 'bus' | 'config' | 'email' | 'jobs'>;
export type OutreachCtx = { store: StoreCtx; deps: OutreachDeps; now?: Date };
