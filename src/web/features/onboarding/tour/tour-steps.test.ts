import { describe, expect, it } from 'vitest';
import { FLAG_KEYS, TOUR_PAGE_KEYS, TOUR_PAGES } from '../../../../shared/contract/onboarding';
import { afterQuizPath, quizPathAfterSignUp, safeRedirect } from '../onboarding-params';
import { shouldOpenTour, TOUR_STEPS, tourPageOf } from './tour-steps';

describe('the guided tour', () => {
  it('covers the seven pages of spec §2 with panel widths between 980 and 1280, each remembered by a flag', () => {
    expect(TOUR_PAGE_KEYS).toHaveLength(7);
    for (const page of TOUR_PAGE_KEYS) {
      expect(TOUR_PAGES[page]).toBeGreaterThanOrEqual(980);
      expect(TOUR_PAGES[page]).toBeLessThanOrEqual(1280);
      expect(TOUR_STEPS[page].length).toBeGreaterThan(1);
      expect(FLAG_KEYS).toContain(`tour.${page}`);
    }
  });

  it('finds the tour page of a path', () => {
    expect(tourPageOf('/homebase')).toBe('homebase');
    expect(tourPageOf('/home')).toBe('sourcing-home');
    expect(tourPageOf('/browse-suppliers')).toBe('marketplace');
    expect(tourPageOf('/browse-suppliers/supplier-profile/12')).toBe('supplier-profile');
    expect(tourPageOf('/supplier-profile/12')).toBe('supplier-profile');
    expect(tourPageOf('/fulfillment-services')).toBe('fulfillment-home');
    expect(tourPageOf('/sms-marketing')).toBe('marketing-hub');
    expect(tourPageOf('/manage-shop/')).toBe('manage-shop');
    expect(tourPageOf('/homebase/quiz')).toBeNull();
    expect(tourPageOf('/browse-suppliers/catalog-item/3')).toBeNull();
  });

  it('opens when asked, and by itself only on pages not toured once Homebase was', () => {
    expect(shouldOpenTour('homebase', {}, false)).toBe(false);
    expect(shouldOpenTour('homebase', {}, true)).toBe(true);
    expect(shouldOpenTour('homebase', { 'tour.homebase': 't' }, true)).toBe(true);
    expect(shouldOpenTour('sourcing-home', {}, false)).toBe(false);
    expect(shouldOpenTour('sourcing-home', { 'tour.homebase': 't' }, false)).toBe(true);
    expect(shouldOpenTour('sourcing-home', { 'tour.homebase': 't', 'tour.sourcing-home': 't' }, false)).toBe(
      false,
    );
    expect(shouldOpenTour(null, {}, true)).toBe(false);
  });
});

describe('onboarding parameters', () => {
  it('follows signupRedirect only to an app path', () => {
    expect(safeRedirect('/business-kits')).toBe('/business-kits');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('carries signupRedirect and trialOff from sign-up to the quiz and on', () => {
    expect(quizPathAfterSignUp(new URLSearchParams('tab=sign-up'))).toBe('/homebase/quiz');
    const params = new URLSearchParams('signupRedirect=%2Fbusiness-kits&trialOff=true');
    expect(quizPathAfterSignUp(params)).toBe('/homebase/quiz?signupRedirect=%2Fbusiness-kits&trialOff=true');
    expect(afterQuizPath(params)).toBe('/business-kits');
    expect(afterQuizPath(new URLSearchParams('trialOff=true'))).toBe(
      '/homebase/blueprint?seenQuiz=true&trialOff=true',
    );
    expect(afterQuizPath(new URLSearchParams())).toBe('/homebase/blueprint?seenQuiz=true');
  });
});
