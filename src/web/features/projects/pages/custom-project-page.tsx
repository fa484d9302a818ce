import { Anchor, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../routing/paths';
import { RoleFieldset, RoleLock } from '../../../ui/can';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useProject } from '../api/get-project';
import { useProjectAction } from '../api/project-actions';
import { ProjectDetail } from '../components/project-detail';
import { ProjectForm } from '../components/project-form';

const positiveInt = (s: string | null | undefined) => (s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null);

/**
 * /create-custom-project/{rfpId?}: FORM mode for a new request (supplier prefilled from `?supplierId=`) or a
 * draft; DETAIL mode for a sent or finished one, with the quote comparison.
 */
export default function CustomProjectPage() {
  const { rfpId } = useParams();
  const [params] = useLatestSearchParams();
  const navigate = useNavigate();
  const id = positiveInt(rfpId);
  const project = useProject(id);
  const action = useProjectAction();
  const back = (
    <Anchor component={Link} to={paths.projects.list()} size="sm">
      ← All custom projects
    </Anchor>
  );

  const onSaved = (saved: { id: number; title: string }, sent: boolean) => {
    notifications.show({
      color: 'green',
      title: sent ? 'Request sent' : 'Draft saved',
      message: sent ? `“${saved.title}” went to its suppliers.` : `“${saved.title}” is saved as a draft.`,
    });
    navigate(paths.projects.project(saved.id), { replace: id == null });
  };

  if (rfpId !== undefined && id == null)
    return (
      <PageError
        title="This project link is not valid"
        error={new Error('Check the address and try again.')}
      />
    );
  if (id != null && project.isPending) return <PageLoader label="Loading the project…" />;
  if (id != null && project.isError)
    return (
      <PageError
        title="We couldn't load this project"
        error={project.error}
        onRetry={() => project.refetch()}
      />
    );

  const p = project.data ?? null;
  if (p && p.status !== 'DRAFT')
    return (
      <Stack gap="md">
        <Group>{back}</Group>
        <ProjectDetail project={p} />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Group>{back}</Group>
      <PageHeader
        title={p ? 'Edit draft request' : 'Start a custom project'}
        description="Describe what you want made; suppliers answer with a quote you can compare side by side."
        actions={
          p ? (
            <RoleLock cls="write">
              <Button
                variant="default"
                loading={action.isPending}
                onClick={() => action.mutate({ kind: 'close', id: p.id })}
              >
                Close this draft
              </Button>
            </RoleLock>
          ) : null
        }
      />
      {/* Saving and sending a request are `write` calls (decision 042). */}
      <RoleFieldset cls="write">
        <ProjectForm
          key={p?.id ?? 'new'}
          project={p}
          supplierId={positiveInt(params.get('supplierId'))}
          onSaved={onSaved}
        />
      </RoleFieldset>
    </Stack>
  );
}
