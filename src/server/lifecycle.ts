// Where this instance is in its life, as load balancers and orchestrators ask it (issue 25): `starting`
// until it has listened and warmed up, `ready` while it takes traffic, `draining` from the stop signal on.
// Liveness (/health) is "the process answers and is not stopping"; readiness (/ready) adds its dependencies.

export type LifecycleState = 'starting' | 'ready' | 'draining';

export type Lifecycle = {
  readonly state: LifecycleState;
  markReady(): void;
  /** Runs once at the stop signal, before the server stops accepting: say goodbye to long-lived clients. */
  onDrain(hook: () => void | Promise<void>): void;
  /** Moves to `draining` and runs the hooks (each failure is ignored: the stop goes on). */
  drain(): Promise<void>;
};

export function createLifecycle(initial: LifecycleState = 'starting'): Lifecycle {
  let state = initial;
  const hooks: (() => void | Promise<void>)[] = [];
  return {
    get state() {
      return state;
    },
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    onDrain(hook) {
      hooks.push(hook);
    },
    async drain() {
      if (state === 'draining') return;
      state = 'draining';
      await Promise.all(hooks.map(async (h) => h()).map((p) => p.catch(() => {})));
    },
  };
}
