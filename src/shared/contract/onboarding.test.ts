import { describe, expect, it } from 'vitest';
import { CreateQuestionnaireBody, FLAG_KEYS, SERVICE_CATEGORIES, SetUserFlagsBody } from './onboarding';

describe('per-user flag keys', () => {
  it('name every tour page and education page once, each as <kind>.<name>', () => {
    expect(new Set(FLAG_KEYS).size).toBe(FLAG_KEYS.length);
    for (const key of FLAG_KEYS) expect(key).toMatch(/^(tour|education|dialog|banner|waitlist)\.[a-z0-9-]+$/);
    expect(SERVICE_CATEGORIES).toHaveLength(9);
    for (const c of SERVICE_CATEGORIES) expect(FLAG_KEYS).toContain(`education.${c}`);
  });

  it('take known keys with booleans, and refuse anything else', () => {
    expect(
      SetUserFlagsBody.safeParse({ flags: { 'tour.homebase': true, 'banner.blueprint': false } }).success,
    ).toBe(true);
    for (const body of [
      { flags: { 'tour.elsewhere': true } },
      { flags: { 'tour.homebase': 1 } },
      { flags: {} },
      { flags: { 'tour.homebase': true }, more: true },
      {},
    ])
      expect(SetUserFlagsBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe('questionnaire submissions', () => {
  it('are bounded: 1 to 50 answers of up to 2000 characters, no unknown fields', () => {
    const answer = { questionKey: 'businessStage', answer: 'IDEA' };
    expect(CreateQuestionnaireBody.safeParse({ type: 'ONBOARDING_QUIZ', answers: [answer] }).success).toBe(
      true,
    );
    const bad = [
      { type: 'ONBOARDING_QUIZ', answers: [] },
      { type: 'ONBOARDING_QUIZ', answers: Array(51).fill(answer) },
      { type: 'ONBOARDING_QUIZ', answers: [{ ...answer, answer: 'x'.repeat(2001) }] },
      { type: 'ONBOARDING_QUIZ', answers: [{ ...answer, note: 'hi' }] },
      { type: 'OTHER', answers: [answer] },
    ];
    for (const body of bad) expect(CreateQuestionnaireBody.safeParse(body).success).toBe(false);
  });
});
