import { Button, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { TourPage } from '../../../../shared/contract/onboarding';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useSetFlags, useUserFlags } from '../api/session-flags';
import { shouldOpenTour, TOUR_STEPS, TOUR_TITLES, tourPageOf, tourPanelWidth } from './tour-steps';
import './guided-tour.css';

const HIGHLIGHT = 'quarry-tour-highlight';

/** Outlines the step's element on the page (when the page has it) and scrolls it into view. */
function useHighlight(target: string | undefined) {
  useEffect(() => {
    if (!target) return;
    const el = document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
    if (!el) return;
    el.classList.add(HIGHLIGHT);
    el.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    return () => el.classList.remove(HIGHLIGHT);
  }, [target]);
}

/**
 * Focus after the tour: where it was when the tour opened, or — when that is gone (the help menu's item) —
 * the help menu's button, so a keyboard user is never left on the page's body.
 */
function useFocusReturn() {
  const [before] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  // After the modal and its focus trap are gone (a frame is not always enough).
  return () =>
    setTimeout(() => {
      const target =
        before instanceof HTMLElement &&
        before.isConnected &&
        before !== document.body &&
        !before.closest('[role="menu"]')
          ? before
          : document.querySelector<HTMLElement>('[data-tour="help-menu"]');
      target?.focus();
    }, 50);
}

function TourPanel({ page, onDone }: { page: TourPage; onDone: () => void }) {
  const steps = TOUR_STEPS[page];
  const [index, setIndex] = useState(0);
  const returnFocus = useFocusReturn();
  const close = () => {
    onDone();
    returnFocus();
  };
  const step = steps[index]!;
  const isLast = index === steps.length - 1;
  useHighlight(step.target);

  return (
    <Modal
      opened
      onClose={close}
      returnFocus={false}
      size={tourPanelWidth(page)}
      // Docked at the bottom, so the element a step points at (scrolled to the middle) stays in view.
      styles={{ inner: { alignItems: 'flex-end', paddingBottom: 'var(--mantine-spacing-md)' } }}
      overlayProps={{ backgroundOpacity: 0.2 }}
      title={<Text fw={700}>Tour: {TOUR_TITLES[page]}</Text>}
      closeButtonProps={{ 'aria-label': 'Close the tour' }}
      data-testid="guided-tour"
      data-tour-page={page}
    >
      <Stack gap="md" aria-live="polite">
        <Progress
          value={((index + 1) / steps.length) * 100}
          size="sm"
          aria-label={`Step ${index + 1} of ${steps.length}`}
        />
        <Text size="sm" c="dimmed" data-testid="tour-step-count">
          Step {index + 1} of {steps.length}
        </Text>
        <Title order={2} fz="xl" data-testid="tour-step-title">
          {step.title}
        </Title>
        <Text>{step.body}</Text>
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" color="gray" onClick={close}>
            Skip tour
          </Button>
          <Group gap="xs">
            <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              Back
            </Button>
            {isLast ? (
              <Button onClick={close} data-autofocus>
                Finish
              </Button>
            ) : (
              <Button onClick={() => setIndex(index + 1)} data-autofocus>
                Next
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The guided tour of spec §2 over the page that is showing: opened by `?onboarding=true` (the blueprint's
 * "Take the tour", the help menu's restart) or by itself on a page not toured yet once the user took the
 * Homebase tour. Finishing, skipping or Esc remembers the page in the user's flags (`tour.<page>`).
 */
export function GuidedTour() {
  const { pathname } = useLocation();
  const [params, setParams] = useLatestSearchParams();
  const flags = useUserFlags();
  const setFlags = useSetFlags();
  const page = tourPageOf(pathname);
  const asked = params.get('onboarding') === 'true';
  const [closedOn, setClosedOn] = useState<string | null>(null);
  const open = shouldOpenTour(page, flags, asked) && closedOn !== `${pathname}${asked}`;
  if (!open || !page) return null;

  const done = () => {
    setClosedOn(`${pathname}${asked}`);
    setFlags.mutate({ [`tour.${page}`]: true });
    if (asked)
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('onboarding');
          return next;
        },
        { replace: true },
      );
  };
  return <TourPanel key={`${page}-${asked}`} page={page} onDone={done} />;
}
