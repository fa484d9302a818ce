// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AiIdea } from '../../../../shared/contract/ai-design';
import type { CreatorProject } from '../../../../shared/contract/projects';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeAiIdea, makeAiProduct, makeCreatorProject } from '../test-data';
import ProductIdeationPage from './product-ideation-page';

let projects: CreatorProject[] = [];
let ideas: AiIdea[] = [];
let generateAnswer: () => Response | Promise<Response> = () => json({});

const concepts = [
  makeAiProduct({
    id: 21,
    aiIdeaId: 7,
    title: 'Lavender jar candle',
    description: 'Soy wax in amber glass.',
    suggestedRetailPriceCents: 2800,
  }),
  makeAiProduct({
    id: 22,
    aiIdeaId: 7,
    title: 'Travel tin candle',
    description: 'A tin for the bag.',
    suggestedRetailPriceCents: 1500,
  }),
  makeAiProduct({
    id: 23,
    aiIdeaId: 7,
    title: 'Pillow mist',
    description: 'Lavender linen spray.',
    suggestedRetailPriceCents: null,
  }),
];

const replaceIdea = (id: number, patch: Partial<AiIdea>) => {
  ideas = ideas.map((i) => (i.id === id ? { ...i, ...patch } : i));
  return json(ideas.find((i) => i.id === id));
};

const fetchMock = mockApi((url, init) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const path = pathname.replace('/rest/main', '');
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  if (path === '/web/creator-projects' && method === 'GET') return json(projects);
  if (path === '/web/creator-projects' && method === 'POST') {
    const created = makeCreatorProject({ id: 10, title: body.title, updatedAt: '2026-06-01T00:00:00.000Z' });
    projects = [created, ...projects];
    return json(created);
  }
  if (path === '/web/creator-projects/3/archive' && method === 'PUT') {
    projects = projects.filter((p) => p.id !== 3);
    return json({ archivedId: 3, openProjectId: 4, created: false });
  }
  if (path === '/web/ai-ideas' && method === 'GET') {
    const projectId = Number(searchParams.get('creatorProjectId'));
    return json(ideas.filter((i) => i.creatorProjectId === projectId));
  }
  if (path === '/web/ai-ideas' && method === 'POST') {
    const created = makeAiIdea({ id: 8, ...body });
    ideas = [created, ...ideas];
    return json(created);
  }
  if (path === '/web/ai-ideas/7/generate' && method === 'POST') return generateAnswer();
  if (path === '/web/ai-ideas/7/selected-product-ids') return replaceIdea(7, body);
  if (path === '/web/ai-ideas/7/submited') return replaceIdea(7, body);
  if (path === '/web/ai-ideas/7' && method === 'PUT') return replaceIdea(7, body);
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

const calls = (path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) =>
      new URL(String(u), 'http://x').pathname === `/rest/main${path}` && (init?.method ?? 'GET') === method,
  );
const bodies = (path: string, method: string) =>
  calls(path, method).map(([, init]) => JSON.parse(String(init?.body)));

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/product-ideation" element={<ProductIdeationPage />} />
        <Route path="/product-ideation/:id" element={<ProductIdeationPage />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

beforeEach(() => {
  projects = [
    makeCreatorProject({ id: 4, title: 'Tote bags', updatedAt: '2026-03-01T00:00:00.000Z' }),
    makeCreatorProject({ id: 3, title: 'Candle line', updatedAt: '2026-05-01T00:00:00.000Z' }),
  ];
  ideas = [makeAiIdea()];
  generateAnswer = () => replaceIdea(7, { products: concepts });
});

describe('/product-ideation', () => {
  it('opens the most recently updated active project', async () => {
    renderAt('/product-ideation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candle line' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/product-ideation/3');
  });

  it('starts "My product idea" when there is no project, once, and opens it', async () => {
    projects = [];
    renderAt('/product-ideation');
    expect(await screen.findByRole('heading', { level: 1, name: 'My product idea' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/product-ideation/10');
    expect(bodies('/web/creator-projects', 'POST')).toEqual([{ title: 'My product idea' }]);
  });
});

describe('/product-ideation/{id}', () => {
  it('archives the project and opens the one the answer names', async () => {
    renderAt('/product-ideation/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tote bags' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/product-ideation/4');
    expect(calls('/web/creator-projects/3/archive', 'PUT')).toHaveLength(1);
  });

  it('says so when the project is not one of the active ones', async () => {
    renderAt('/product-ideation/99');
    expect(await screen.findByTestId('project-missing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my latest project' }).getAttribute('href')).toBe(
      '/product-ideation',
    );
  });

  it('adds an idea to the project, checking its name first', async () => {
    ideas = [];
    renderAt('/product-ideation/3');
    expect(await screen.findByText('No ideas in this project yet')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'New idea' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add idea' }));
    expect(await within(form).findByText('Name the idea')).toBeTruthy();
    expect(calls('/web/ai-ideas', 'POST')).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: /Idea name/ }), {
      target: { value: 'Sleep kit' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /What is it/ }), {
      target: { value: 'a bedtime kit for toddlers' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Category' }), {
      target: { value: 'Bedding' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add idea' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Sleep kit' })).toBeTruthy();
    expect(bodies('/web/ai-ideas', 'POST')).toEqual([
      { title: 'Sleep kit', prompt: 'a bedtime kit for toddlers', category: 'Bedding', creatorProjectId: 3 },
    ]);
  });

  it('generates product concepts, selects some (PUT their ids), saves the idea and shares it', async () => {
    let finish: () => void = () => {};
    generateAnswer = () =>
      new Promise((resolve) => (finish = () => resolve(replaceIdea(7, { products: concepts }))));
    renderAt('/product-ideation/3');
    const card = await screen.findByRole('article', { name: 'Calming candles' });
    expect(
      within(card).getByRole('button', { name: 'Save to Your ideations' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Generate products' }));
    expect((await within(card).findByText('Generating 4 product concepts…')).getAttribute('role')).toBe(
      'status',
    );
    expect(bodies('/web/ai-ideas/7/generate', 'POST')).toEqual([{ count: 4 }]);
    finish();

    const products = await within(card).findAllByTestId('idea-product');
    expect(
      products.map((p) => within(p).getByText(/Suggested price|No suggested price/).textContent),
    ).toEqual(['Suggested price $28.00', 'Suggested price $15.00', 'No suggested price']);
    expect(within(products[0]!).getByText('Soy wax in amber glass.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('checkbox', { name: 'Select Pillow mist' }));
    await waitFor(() => expect(calls('/web/ai-ideas/7/selected-product-ids', 'PUT')).toHaveLength(1));
    await waitFor(() => expect(within(card).getByText('1 of 3 selected')).toBeTruthy());
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Select Lavender jar candle' }));
    await waitFor(() => expect(within(card).getByText('2 of 3 selected')).toBeTruthy());
    // In the order the concepts are shown, not the order they were ticked.
    expect(bodies('/web/ai-ideas/7/selected-product-ids', 'PUT')).toEqual([
      { selectedProductIds: [23] },
      { selectedProductIds: [21, 23] },
    ]);
    await waitFor(() =>
      expect(
        (within(card).getByRole('checkbox', { name: 'Select Lavender jar candle' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Save to Your ideations' }));
    const share = await within(card).findByRole('switch', { name: 'Share publicly' });
    expect(bodies('/web/ai-ideas/7/submited', 'PUT')).toEqual([{ submitted: true }]);
    expect(within(card).getByText('In Your ideations')).toBeTruthy();
    fireEvent.click(share);
    await waitFor(() => expect((share as HTMLInputElement).checked).toBe(true));
    expect(bodies('/web/ai-ideas/7', 'PUT')).toEqual([{ isPublic: true }]);
  });

  it('shows the trial refusal of a generation with a way to choose a plan', async () => {
    generateAnswer = () => json({ message: 'Your free designs are used up.', code: 'REFUSED' }, 422);
    renderAt('/product-ideation/3');
    const card = await screen.findByRole('article', { name: 'Calming candles' });
    fireEvent.click(within(card).getByRole('button', { name: 'Generate products' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Your free designs are used up.');
    expect(within(alert).getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      // The manage-plan dialog opens over this page: a purchase unlocks designing here.
      '/product-ideation/3?open=manage_plan&step=manage',
    );
  });
});
