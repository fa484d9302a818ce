import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CreatorProject, CreatorProjectBody } from '../../../../shared/contract/projects';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import {
  NEW_PROJECT_TITLE,
  useArchiveCreatorProject,
  useCreateCreatorProject,
  useRenameCreatorProject,
} from '../api/creator-projects';

function RenameDialog({ project, onClose }: { project: CreatorProject; onClose: () => void }) {
  const rename = useRenameCreatorProject();
  const [title, setTitle] = useState(project.title);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = CreatorProjectBody.shape.title.safeParse(title);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Enter a title');
      return;
    }
    try {
      await rename.mutateAsync({ project, title: checked.data });
      onClose();
    } catch (err) {
      setError(isApiError(err) ? err.message : 'There was an error. Please try again later.');
    }
  }
  return (
    <Modal opened onClose={onClose} title="Rename project" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Project name"
            data-autofocus
            value={title}
            error={error}
            maxLength={200}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ArchiveDialog({ project, onClose }: { project: CreatorProject; onClose: () => void }) {
  const archive = useArchiveCreatorProject();
  const navigate = useNavigate();
  async function confirm() {
    const answer = await archive.mutateAsync(project.id);
    notifications.show({
      color: 'green',
      title: 'Project archived',
      message: answer.created
        ? `“${project.title}” is archived. We started a new project for you.`
        : `“${project.title}” is archived.`,
    });
    onClose();
    navigate(paths.projects.ideation(answer.openProjectId), { replace: true });
  }
  return (
    <Modal opened onClose={archive.isPending ? () => {} : onClose} title="Archive this project?" centered>
      <Stack gap="md">
        <Text size="sm">
          “{project.title}” leaves your project list. Ideas you saved to Your ideations stay there.
        </Text>
        {archive.isError ? (
          <Alert color="red" variant="light" role="alert">
            {archive.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={archive.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm().catch(() => {})} loading={archive.isPending}>
            Archive
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The workspace's project controls: switch to another active project, rename, start a new one, archive. */
export function ProjectBar({ project, projects }: { project: CreatorProject; projects: CreatorProject[] }) {
  const navigate = useNavigate();
  const create = useCreateCreatorProject();
  const [dialog, setDialog] = useState<'rename' | 'archive' | null>(null);

  function startProject() {
    create.mutate(
      { title: NEW_PROJECT_TITLE },
      { onSuccess: (created) => navigate(paths.projects.ideation(created.id)) },
    );
  }

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Project"
        data={projects.map((p) => ({ value: String(p.id), label: p.title }))}
        value={String(project.id)}
        allowDeselect={false}
        onChange={(value) => {
          if (value && Number(value) !== project.id) navigate(paths.projects.ideation(Number(value)));
        }}
        w={220}
      />
      <Button variant="default" onClick={() => setDialog('rename')}>
        Rename
      </Button>
      <Button variant="default" onClick={startProject} loading={create.isPending}>
        New project
      </Button>
      <Button variant="subtle" color="red" onClick={() => setDialog('archive')}>
        Archive
      </Button>
      {dialog === 'rename' ? <RenameDialog project={project} onClose={() => setDialog(null)} /> : null}
      {dialog === 'archive' ? <ArchiveDialog project={project} onClose={() => setDialog(null)} /> : null}
    </Group>
  );
}
