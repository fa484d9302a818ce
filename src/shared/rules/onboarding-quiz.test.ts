import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  applicableAnswers,
  askedQuestions,
  BUSINESS_PLAN_KEYS,
  firstSteps,
  nextQuestion,
  QUIZ_QUESTIONS,
  recommendedPlan,
  startingVerticals,
} from './onboarding-quiz';

const keys = (answers: Record<string, string>) => askedQuestions(answers).map((q) => q.key);

describe('the quiz data', () => {
  it('has unique question keys and unique option values per question', () => {
    expect(new Set(BUSINESS_PLAN_KEYS).size).toBe(BUSINESS_PLAN_KEYS.length);
    for (const q of QUIZ_QUESTIONS) {
      expect(q.options.length, q.key).toBeGreaterThan(1);
      expect(new Set(q.options.map((o) => o.value)).size, q.key).toBe(q.options.length);
      // A 'many' answer is stored comma-separated: no value may hold a comma.
      for (const o of q.options) expect(o.value, q.key).not.toContain(',');
    }
  });
});

describe('branching', () => {
  it('asks creators their audience, and only creators', () => {
    expect(keys({ accountType: 'CREATOR' })).toContain('audienceSize');
    expect(keys({ accountType: 'SMB' })).not.toContain('audienceSize');
    expect(keys({ accountType: 'UNDECIDED' })).not.toContain('audienceSize');
  });

  it('asks a selling business its sales, and a new one its launch date', () => {
    const selling = keys({ accountType: 'SMB', businessStage: 'SELLING' });
    expect(selling).toContain('yearlySales');
    expect(selling).not.toContain('launchTimeline');
    const idea = keys({ accountType: 'SMB', businessStage: 'IDEA' });
    expect(idea).toContain('launchTimeline');
    expect(idea).not.toContain('yearlySales');
  });

  it('walks to the next unanswered question and ends when all are answered', () => {
    expect(nextQuestion({ accountType: 'SMB' })?.key).toBe('businessStage');
    expect(nextQuestion({ accountType: 'SMB', businessStage: 'SELLING' })?.key).toBe('productCategory');
    const done = {
      accountType: 'SMB',
      businessStage: 'SELLING',
      productCategory: 'PET',
      yearlySales: 'YEARLY_SALES_UNDER_50K',
      needs: 'FULFILLMENT',
    };
    expect(nextQuestion(done)).toBeNull();
  });

  it('drops answers of questions that no longer apply', () => {
    const changed = {
      accountType: 'SMB',
      businessStage: 'IDEA',
      yearlySales: 'YEARLY_SALES_1M_5M',
      audienceSize: 'OVER_1M',
    };
    expect(applicableAnswers(changed)).toEqual({ accountType: 'SMB', businessStage: 'IDEA' });
  });
});

describe('answers', () => {
  it('accepts only the choices of the question', () => {
    expect(answerProblem('businessStage', 'IDEA')).toBeNull();
    expect(answerProblem('businessStage', 'idea')).toMatch(/not one of the choices/);
    expect(answerProblem('needs', 'SOURCING,BRANDING')).toBeNull();
    expect(answerProblem('needs', 'SOURCING,SOURCING')).toMatch(/repeats/);
    expect(answerProblem('needs', 'SOURCING,')).toMatch(/not one of the choices/);
    expect(answerProblem('accountType', 'CREATOR')).toBeNull();
    expect(answerProblem('accountType', 'ADMIN')).toMatch(/account type/);
    expect(answerProblem('budget', '5k')).toMatch(/not a question/);
  });
});

describe('what the answers shape', () => {
  it('orders first steps by the stage and keeps what the founder asked for', () => {
    const idea = firstSteps({ businessStage: 'IDEA', needs: 'SOURCING,BRANDING,PRODUCT_DESIGN' }).map(
      (s) => s.key,
    );
    expect(idea).toEqual(['PRODUCT_DESIGN', 'BRANDING', 'SOURCING']);
    const developing = firstSteps({ businessStage: 'DEVELOPING', needs: 'SOURCING,PACKAGING' }).map(
      (s) => s.key,
    );
    expect(developing).toEqual(['SOURCING', 'SAMPLES', 'PACKAGING']);
    const selling = firstSteps({ businessStage: 'SELLING', needs: 'MARKETING,FULFILLMENT' }).map(
      (s) => s.key,
    );
    expect(selling).toEqual(['FULFILLMENT', 'MARKETING']);
  });

  it('falls back to the guides and sourcing without answers, and never shows more than four steps', () => {
    expect(firstSteps({}).map((s) => s.key)).toEqual(['LEARN', 'SOURCING']);
    const all = 'SOURCING,PRODUCT_DESIGN,BRANDING,PACKAGING,FULFILLMENT,STOREFRONT,MARKETING';
    expect(firstSteps({ businessStage: 'IDEA', needs: all })).toHaveLength(4);
  });

  it('puts the chosen category first on the sourcing home', () => {
    expect(startingVerticals({ productCategory: 'HOME_CANDLES' })).toEqual(['Home & Candles']);
    expect(startingVerticals({ productCategory: 'NOT_SURE' })).toEqual([]);
    expect(startingVerticals({})).toEqual([]);
  });

  it('recommends a plan by sales and stage', () => {
    expect(recommendedPlan({ businessStage: 'IDEA', launchTimeline: 'OVER_6_MONTHS' })).toBe('TIER_1');
    expect(recommendedPlan({ businessStage: 'DEVELOPING' })).toBe('TIER_2');
    expect(recommendedPlan({ businessStage: 'SELLING', yearlySales: 'YEARLY_SALES_50K_250K' })).toBe(
      'TIER_2_5',
    );
    expect(recommendedPlan({ businessStage: 'SELLING', yearlySales: 'YEARLY_SALES_5M_ABOVE' })).toBe(
      'TIER_3',
    );
  });
});
