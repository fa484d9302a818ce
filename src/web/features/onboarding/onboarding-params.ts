// The onboarding query parameters of spec §2 and where they lead.

/** `signupRedirect`: an app path to go to after the quiz; anything else (another site) is ignored. */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Where the quiz goes once answered: the sign-up's redirect, else the blueprint (`seenQuiz`, `trialOff` kept). */
export function afterQuizPath(params: URLSearchParams): string {
  const redirect = safeRedirect(params.get('signupRedirect'));
  if (redirect) return redirect;
  const next = new URLSearchParams({ seenQuiz: 'true' });
  if (params.get('trialOff') === 'true') next.set('trialOff', 'true');
  return `/homebase/blueprint?${next}`;
}

/** The quiz after sign-up, carrying the sign-up link's `signupRedirect` and `trialOff`. */
export function quizPathAfterSignUp(params: URLSearchParams): string {
  const next = new URLSearchParams();
  const redirect = safeRedirect(params.get('signupRedirect'));
  if (redirect) next.set('signupRedirect', redirect);
  if (params.get('trialOff') === 'true') next.set('trialOff', 'true');
  const qs = next.toString();
  return qs ? `/homebase/quiz?${qs}` : '/homebase/quiz';
}
