// The tech pack editor (/sourcing-agent-review?techPackId=): every field of the body by section (`step`),
// Save from the version it opened (a 409 keeps the founder's edits and offers a reload or saving over the
// newer version), an unsaved-changes guard, the version history and the PDF.
import { Alert, Anchor, Button, Grid, Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { Link, useBlocker } from 'react-router';
import type { TechPack } from '../../../../shared/contract/tech-packs';
import { sectionsOf, type TechPackSectionKey } from '../../../../shared/rules/tech-pack-sections';
import { isApiError } from '../../../api/api-error';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { downloadTechPackPdf, useRestoreTechPack, useSaveTechPack, useTechPack } from '../api/tech-packs';
import { cleanBody, type Draft, type FieldErrors, serverFieldPath, setAt, validateDraft } from '../draft';
import { techPackLinks } from '../links';
import { EditorContext, type Path } from './fields';
import { SectionFields } from './sections';
import { VersionDrawer } from './version-drawer';

const same = (a: Draft, b: Draft) => JSON.stringify(cleanBody(a)) === JSON.stringify(cleanBody(b));

export function TechPackEditor({
  id,
  version,
  step,
  threadId,
}: {
  id: number;
  version?: number;
  step?: string;
  threadId?: string;
}) {
  const current = useTechPack(id);
  const asked = useTechPack(id, version);
  const viewed = version ? asked : current;
  if (viewed.isPending || current.isPending) return <PageLoader label="Loading the tech pack…" />;
  if (viewed.isError || current.isError) {
    const error = viewed.error ?? current.error;
    const missing = isApiError(error) && error.status === 404;
    return (
      <PageError
        title={missing ? 'This tech pack or version was not found' : "We couldn't load this tech pack"}
        error={error}
        onRetry={missing ? undefined : () => void viewed.refetch()}
      />
    );
  }
  // Keyed by the URL's version, not the data's: a refetch after a 409 must not reset the founder's edits.
  const readOnly = version !== undefined && version !== current.data.currentVersion;
  return (
    <Editor
      key={`${id}:${version ?? 'current'}`}
      pack={viewed.data}
      latest={current.data}
      readOnly={readOnly}
      step={step}
      threadId={threadId}
    />
  );
}

function Editor({
  pack,
  latest,
  readOnly,
  step,
  threadId,
}: {
  pack: TechPack;
  latest: TechPack;
  readOnly: boolean;
  step?: string;
  threadId?: string;
}) {
  const [params, setParams] = useLatestSearchParams();
  const [base, setBase] = useState(pack);
  const [draft, setDraft] = useState<Draft>(pack.body);
  const [shownErrors, setShownErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const save = useSaveTechPack(pack.id);
  const restore = useRestoreTechPack(pack.id);
  const dirty = !readOnly && !same(draft, base.body);
  const sections = sectionsOf(pack.kind);
  const active = (sections.find((s) => s.key === step)?.key ?? 'overview') as TechPackSectionKey;

  const errors = useMemo(() => ({ ...shownErrors }), [shownErrors]);
  const api = useMemo(
    () => ({
      draft,
      errors,
      readOnly,
      set: (path: Path, value: unknown) => setDraft((d) => setAt(d, path, value)),
    }),
    [draft, errors, readOnly],
  );

  // Leaving with unsaved edits asks first: other pages, another tech pack or version (not another section).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty) return false;
    if (nextLocation.pathname !== currentLocation.pathname) return true;
    const [a, b] = [new URLSearchParams(currentLocation.search), new URLSearchParams(nextLocation.search)];
    return a.get('techPackId') !== b.get('techPackId') || a.get('version') !== b.get('version');
  });
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setParam = (key: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });

  async function submit(baseVersion: number) {
    const invalid = validateDraft(draft);
    setShownErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const saved = await save.mutateAsync({ baseVersion, body: cleanBody(draft) });
      setConflict(null);
      setBase(saved);
      setDraft(saved.body);
      notifications.show({ color: 'green', message: `Saved as version ${saved.version}` });
      // Opened as ?version=<the current one>: the saved version is now the current one, shown without it.
      if (params.has('version')) setParam('version', null);
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        setConflict(err.serverMessage ?? 'This tech pack changed since you opened it');
      } else if (isApiError(err) && err.details.length > 0) {
        setShownErrors(Object.fromEntries(err.details.map((d) => [serverFieldPath(d.path), d.message])));
      } else {
        notifications.show({ color: 'red', message: err instanceof Error ? err.message : 'Could not save' });
      }
    }
  }

  /** After a 409: the newest version from the server, then the same edits saved on top of it. */
  async function saveOverNewer() {
    const fresh = await latestRefetch();
    if (fresh) await submit(fresh.currentVersion);
  }
  const latestQuery = useTechPack(pack.id);
  const latestRefetch = async () => (await latestQuery.refetch()).data;

  async function reloadLatest() {
    const fresh = await latestRefetch();
    if (!fresh) return;
    setConflict(null);
    setBase(fresh);
    setDraft(fresh.body);
    setShownErrors({});
  }

  async function restoreVersion(v: number) {
    try {
      const restored = await restore.mutateAsync({ version: v, baseVersion: latest.currentVersion });
      setHistoryOpen(false);
      notifications.show({ color: 'green', message: `Version ${v} restored as version ${restored.version}` });
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.delete('version');
        return next;
      });
      setBase(restored);
      setDraft(restored.body);
    } catch (err) {
      notifications.show({ color: 'red', message: err instanceof Error ? err.message : 'Could not restore' });
    }
  }

  const errorCount = Object.keys(shownErrors).length;
  return (
    <EditorContext.Provider value={api}>
      <Stack gap="md">
        {threadId ? (
          <Anchor component={Link} to={techPackLinks.agentThread(threadId)}>
            ← Back to the sourcing agent
          </Anchor>
        ) : null}
        <PageHeader
          title={draft.productName || pack.productName}
          description={`${pack.kind === 'PRODUCT' ? 'Product' : 'Packaging'} tech pack · version ${readOnly ? pack.version : base.version} of ${latest.currentVersion}${dirty ? ' · unsaved changes' : ''}`}
          actions={
            <Group gap="xs">
              <Button variant="default" onClick={() => setHistoryOpen(true)}>
                Version history
              </Button>
              <Button
                variant="default"
                onClick={() =>
                  downloadTechPackPdf(pack).catch((e: Error) =>
                    notifications.show({ color: 'red', message: e.message }),
                  )
                }
              >
                Download PDF
              </Button>
              {readOnly ? null : (
                <Button onClick={() => void submit(base.version)} loading={save.isPending} disabled={!dirty}>
                  Save
                </Button>
              )}
            </Group>
          }
        />
        {readOnly ? (
          <Alert color="blue" title={`You are viewing version ${pack.version} (read-only)`}>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => setParam('version', null)}>
                Back to the current version
              </Button>
              <Button
                size="xs"
                variant="outline"
                loading={restore.isPending}
                onClick={() => void restoreVersion(pack.version)}
              >
                Restore this version
              </Button>
            </Group>
          </Alert>
        ) : null}
        {conflict ? (
          <Alert color="orange" role="alert" title="Someone else saved this tech pack meanwhile">
            <Stack gap="xs">
              <Text size="sm">
                {conflict}. Your edits are still here and nothing was overwritten. Reload to see the newer
                version (your edits are discarded), or save your edits as the next version on top of it.
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => void reloadLatest()}>
                  Reload the newer version
                </Button>
                <Button size="xs" onClick={() => void saveOverNewer()}>
                  Save my edits on top
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {errorCount > 0 ? (
          <Alert color="red" role="alert" title="Some fields need a fix before saving">
            <Stack gap={2} component="ul" m={0}>
              {Object.entries(shownErrors).map(([path, message]) => (
                <li key={path}>
                  <Text size="sm">
                    {fieldName(path)}: {message}
                  </Text>
                </li>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <Grid>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <nav aria-label="Tech pack sections">
              {sections.map((s) => (
                <NavLink
                  key={s.key}
                  component={Link}
                  to={`?${withStep(params, s.key)}`}
                  label={s.title}
                  active={s.key === active}
                  aria-current={s.key === active ? 'step' : undefined}
                />
              ))}
            </nav>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <section aria-labelledby="tech-pack-section-title">
              <Text component="h2" id="tech-pack-section-title" fw={700} fz="xl" mb="sm">
                {sections.find((s) => s.key === active)?.title}
              </Text>
              <SectionFields step={active} />
            </section>
          </Grid.Col>
        </Grid>
      </Stack>
      <VersionDrawer
        id={pack.id}
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        currentVersion={latest.currentVersion}
        viewing={pack.version}
        onView={(v) => {
          setHistoryOpen(false);
          setParam('version', v === latest.currentVersion ? null : String(v));
        }}
        onRestore={(v) => void restoreVersion(v)}
        restoreBlocked={dirty ? 'Save or discard your edits before restoring a version.' : null}
        restoring={restore.isPending}
      />
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Leave without saving?"
      >
        <Stack>
          <Text>Your edits to this tech pack are not saved yet.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              Stay and keep editing
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              Leave and discard
            </Button>
          </Group>
        </Stack>
      </Modal>
    </EditorContext.Provider>
  );
}

function withStep(params: URLSearchParams, step: string) {
  const next = new URLSearchParams(params);
  next.set('step', step);
  return next.toString();
}

/** "billOfMaterials.0.unitCostCents" → "bill of materials › #1 › unit cost cents". */
const fieldName = (path: string) =>
  path
    .split('.')
    .map((p) => (/^\d+$/.test(p) ? `#${Number(p) + 1}` : p.replace(/([A-Z])/g, ' $1').toLowerCase()))
    .join(' › ');
