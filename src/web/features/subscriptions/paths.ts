/** `?open=manage_plan` opens the manage-plan dialog over any page (spec §2 dialogs opened by a parameter). */
export const MANAGE_PLAN_PARAM = { name: 'open', value: 'manage_plan' } as const;
/** `&step=` opens it at a step (overview, manage, verify-pause, verify-cancel). */
export const MANAGE_PLAN_STEP_PARAM = 'step';
