// The sign-up quiz (/homebase/quiz): its questions as data, which question comes next for the answers so
// far, and what the answers make of Homebase's first steps and the sourcing home's starting categories.
// The same data checks the answers on the server (business plan answers are stored by question key).

export const ACCOUNT_TYPES = ['CREATOR', 'SMB', 'UNDECIDED'] as const;
export type AccountTypeValue = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_LABELS: Record<AccountTypeValue, { label: string; description: string }> = {
  CREATOR: {
    label: 'Creator',
    description: 'I have an audience and want to launch products for it.',
  },
  SMB: {
    label: 'Small business',
    description: 'I run (or am starting) a product business.',
  },
  UNDECIDED: { label: 'Not sure yet', description: 'I am exploring what I could build.' },
};

/** The yearly sales bands of spec §3, lowest first. */
export const YEARLY_SALES_BANDS = [
  'STARTING_OUT',
  'YEARLY_SALES_UNDER_50K',
  'YEARLY_SALES_50K_250K',
  'YEARLY_SALES_250K_1M',
  'YEARLY_SALES_1M_5M',
  'YEARLY_SALES_5M_ABOVE',
] as const;

export type QuizOption = { value: string; label: string };
export type QuizQuestion = {
  key: string;
  title: string;
  help?: string;
  /** 'one': a single choice; 'many': several, stored comma-separated in the option order. */
  kind: 'one' | 'many';
  options: readonly QuizOption[];
  /** Asked only when this holds for the answers given so far; always asked when absent. */
  when?: (answers: QuizAnswers) => boolean;
};
export type QuizAnswers = Readonly<Record<string, string>>;

/** The sourcing verticals of the Products tab a founder can start from, by answer value. */
export const PRODUCT_CATEGORY_VERTICALS: Record<string, string> = {
  BEAUTY: 'Beauty & Personal Care',
  HOME_CANDLES: 'Home & Candles',
  APPAREL: 'Apparel',
  ACCESSORIES: 'Accessories',
  FOOD_BEVERAGE: 'Food & Beverage',
  PET: 'Pet',
  BABY_KIDS: 'Baby & Kids',
  WELLNESS: 'Wellness',
};

const hasProducts = (a: QuizAnswers) => a.businessStage === 'SELLING';
const isNew = (a: QuizAnswers) => a.businessStage !== 'SELLING';

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    key: 'businessStage',
    title: 'Where is your business today?',
    kind: 'one',
    options: [
      { value: 'IDEA', label: 'I have an idea, nothing made yet' },
      { value: 'DEVELOPING', label: 'I am developing my first product' },
      { value: 'SELLING', label: 'I already sell products' },
    ],
  },
  {
    key: 'audienceSize',
    title: 'How many followers do you have across your channels?',
    help: 'Creators launch differently depending on the audience they already have.',
    kind: 'one',
    when: (a) => a.accountType === 'CREATOR',
    options: [
      { value: 'UNDER_10K', label: 'Under 10k' },
      { value: '10K_100K', label: '10k – 100k' },
      { value: '100K_1M', label: '100k – 1M' },
      { value: 'OVER_1M', label: 'Over 1M' },
    ],
  },
  {
    key: 'productCategory',
    title: 'What do you want to make?',
    help: 'Pick the closest; you can source anything later.',
    kind: 'one',
    options: [
      ...Object.entries(PRODUCT_CATEGORY_VERTICALS).map(([value, label]) => ({ value, label })),
      { value: 'NOT_SURE', label: 'Not sure yet' },
    ],
  },
  {
    key: 'yearlySales',
    title: 'What are your yearly sales?',
    kind: 'one',
    when: hasProducts,
    options: [
      { value: 'YEARLY_SALES_UNDER_50K', label: 'Under $50k' },
      { value: 'YEARLY_SALES_50K_250K', label: '$50k – $250k' },
      { value: 'YEARLY_SALES_250K_1M', label: '$250k – $1M' },
      { value: 'YEARLY_SALES_1M_5M', label: '$1M – $5M' },
      { value: 'YEARLY_SALES_5M_ABOVE', label: 'Over $5M' },
    ],
  },
  {
    key: 'launchTimeline',
    title: 'When would you like to launch?',
    kind: 'one',
    when: isNew,
    options: [
      { value: 'UNDER_3_MONTHS', label: 'Within 3 months' },
      { value: '3_6_MONTHS', label: 'In 3 to 6 months' },
      { value: 'OVER_6_MONTHS', label: 'Later than 6 months' },
    ],
  },
  {
    key: 'needs',
    title: 'What do you need help with?',
    help: 'Choose all that apply: these become your first steps.',
    kind: 'many',
    options: [
      { value: 'SOURCING', label: 'Finding a manufacturer' },
      { value: 'PRODUCT_DESIGN', label: 'Designing my product' },
      { value: 'BRANDING', label: 'Naming and branding' },
      { value: 'PACKAGING', label: 'Packaging' },
      { value: 'FULFILLMENT', label: 'Storing and shipping orders' },
      { value: 'STOREFRONT', label: 'An online store' },
      { value: 'MARKETING', label: 'Marketing and growth' },
    ],
  },
];

const byKey = new Map(QUIZ_QUESTIONS.map((q) => [q.key, q]));
/** Keys a business plan answer may have: the quiz's questions and the account type. */
export const BUSINESS_PLAN_KEYS = ['accountType', ...QUIZ_QUESTIONS.map((q) => q.key)] as const;

export const findQuestion = (key: string) => byKey.get(key);

/** The questions asked for these answers, in order (a question whose condition fails is skipped). */
export const askedQuestions = (answers: QuizAnswers) =>
  QUIZ_QUESTIONS.filter((q) => !q.when || q.when(answers));

/** The first asked question without an answer, or null when the quiz is complete. */
export function nextQuestion(answers: QuizAnswers): QuizQuestion | null {
  return askedQuestions(answers).find((q) => !answers[q.key]) ?? null;
}

/**
 * Why an answer is refused, or null when it is one the question offers ('many': distinct known values).
 * The account type is checked against ACCOUNT_TYPES.
 */
export function answerProblem(key: string, value: string): string | null {
  if (key === 'accountType')
    return (ACCOUNT_TYPES as readonly string[]).includes(value) ? null : 'is not an account type';
  const q = byKey.get(key);
  if (!q) return 'is not a question of the quiz';
  const allowed = new Set(q.options.map((o) => o.value));
  const values = q.kind === 'many' ? value.split(',') : [value];
  if (values.length === 0 || values.some((v) => !allowed.has(v))) return 'is not one of the choices';
  if (new Set(values).size !== values.length) return 'repeats a choice';
  return null;
}

/** The answers of questions that no longer apply (after an earlier answer changed) are left out. */
export function applicableAnswers(answers: QuizAnswers): Record<string, string> {
  const asked = new Set(askedQuestions(answers).map((q) => q.key));
  return Object.fromEntries(Object.entries(answers).filter(([k]) => k === 'accountType' || asked.has(k)));
}

/** The values of a 'many' answer. */
export const manyValues = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

export type FirstStep = { key: string; title: string; description: string; link: string };

const STEPS: Record<string, FirstStep> = {
  SOURCING: {
    key: 'SOURCING',
    title: 'Find your manufacturer',
    description: 'Browse vetted suppliers in your category and message the ones that fit.',
    link: '/home',
  },
  PRODUCT_DESIGN: {
    key: 'PRODUCT_DESIGN',
    title: 'Design your first product',
    description: 'Describe it in a sentence and get four designs to refine with a supplier.',
    link: '/product-design',
  },
  BRANDING: {
    key: 'BRANDING',
    title: 'Create your brand kit',
    description: 'A name, slogan, palette, mood board and market research in minutes.',
    link: '/business-kits',
  },
  PACKAGING: {
    key: 'PACKAGING',
    title: 'Choose your packaging',
    description: 'Boxes, mailers, labels and inserts from packaging suppliers.',
    link: '/home?tab=ECOMMERCE_PACKAGING',
  },
  FULFILLMENT: {
    key: 'FULFILLMENT',
    title: 'Set up fulfillment',
    description: 'Send inventory to our North Carolina warehouse and we ship every order.',
    link: '/fulfillment-services',
  },
  STOREFRONT: {
    key: 'STOREFRONT',
    title: 'Open your storefront',
    description: 'Your shop, a coming-soon page and discount codes for launch.',
    link: '/manage-shop',
  },
  MARKETING: {
    key: 'MARKETING',
    title: 'Plan your marketing',
    description: 'Email, SMS and affiliate programs: read the guides, then switch them on.',
    link: '/education',
  },
  SAMPLES: {
    key: 'SAMPLES',
    title: 'Order samples',
    description: 'Hold the product in your hands before you order inventory.',
    link: '/browse-suppliers',
  },
  LEARN: {
    key: 'LEARN',
    title: 'Read the founder guides',
    description: 'How sourcing, design, fulfillment and marketing work, step by step.',
    link: '/education',
  },
};

const MAX_FIRST_STEPS = 4;

/**
 * Homebase's first steps for the answers: what the founder asked help with, in the order a launch needs
 * them; a business that already sells starts from fulfillment and marketing, an idea from design and
 * branding; without answers, the guides and sourcing.
 */
export function firstSteps(answers: QuizAnswers): FirstStep[] {
  const needs = manyValues(answers.needs);
  const order =
    answers.businessStage === 'SELLING'
      ? ['FULFILLMENT', 'STOREFRONT', 'MARKETING', 'SOURCING', 'PACKAGING', 'PRODUCT_DESIGN', 'BRANDING']
      : answers.businessStage === 'DEVELOPING'
        ? [
            'SOURCING',
            'SAMPLES',
            'PACKAGING',
            'PRODUCT_DESIGN',
            'BRANDING',
            'STOREFRONT',
            'FULFILLMENT',
            'MARKETING',
          ]
        : ['PRODUCT_DESIGN', 'BRANDING', 'SOURCING', 'PACKAGING', 'STOREFRONT', 'FULFILLMENT', 'MARKETING'];
  const picked = order.filter((k) => needs.includes(k) || (k === 'SAMPLES' && needs.includes('SOURCING')));
  const steps =
    picked.length > 0 ? picked : answers.businessStage ? order.slice(0, 3) : ['LEARN', 'SOURCING'];
  return steps.slice(0, MAX_FIRST_STEPS).map((k) => STEPS[k]!);
}

/** The Products verticals the sourcing home offers first for the answers (none when undecided). */
export function startingVerticals(answers: QuizAnswers): string[] {
  const v = answers.productCategory ? PRODUCT_CATEGORY_VERTICALS[answers.productCategory] : undefined;
  return v ? [v] : [];
}

/** The plan the blueprint recommends: Free to start, Beginner to launch, Scaling or Professional to grow. */
export function recommendedPlan(answers: QuizAnswers): 'TIER_1' | 'TIER_2' | 'TIER_2_5' | 'TIER_3' {
  const sales = answers.yearlySales;
  if (sales === 'YEARLY_SALES_1M_5M' || sales === 'YEARLY_SALES_5M_ABOVE') return 'TIER_3';
  if (sales) return 'TIER_2_5';
  if (answers.businessStage === 'DEVELOPING' || answers.launchTimeline === 'UNDER_3_MONTHS') return 'TIER_2';
  return 'TIER_1';
}
