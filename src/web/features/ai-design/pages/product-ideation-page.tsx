import { Button, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { CreatorProject } from '../../../../shared/contract/projects';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { usePageTitle } from '../../../ui/page-title';
import {
  NEW_PROJECT_TITLE,
  useActiveCreatorProjects,
  useCreateCreatorProject,
} from '../api/creator-projects';
import { useAiIdeas } from '../api/get-ai-ideas';
import { IdeaCard } from '../ideation/idea-card';
import { NewIdeaForm } from '../ideation/new-idea-form';
import { ProjectBar } from '../ideation/project-bar';

/** /product-ideation: opens the most recently updated active project, or starts the first one. */
function OpenLatestProject() {
  const projects = useActiveCreatorProjects();
  const create = useCreateCreatorProject();
  const navigate = useNavigate();
  // One project, even when the effect runs twice (React's strict mode) or the list refetches meanwhile.
  const started = useRef(false);
  const latest = projects.data?.[0];

  useEffect(() => {
    if (!projects.data || projects.data.length > 0 || started.current) return;
    started.current = true;
    create.mutate(
      { title: NEW_PROJECT_TITLE },
      { onSuccess: (project) => navigate(paths.projects.ideation(project.id), { replace: true }) },
    );
  }, [projects.data, create, navigate]);

  if (projects.isError) return <PageError error={projects.error} onRetry={() => projects.refetch()} />;
  if (latest) return <Navigate to={paths.projects.ideation(latest.id)} replace />;
  if (create.isError)
    return (
      <PageError
        title="We couldn't start your project"
        error={create.error}
        onRetry={() => {
          started.current = false;
          create.reset();
        }}
      />
    );
  return <PageLoader label="Opening your project…" />;
}

function ProjectIdeas({ projectId }: { projectId: number }) {
  const ideas = useAiIdeas({ creatorProjectId: projectId });
  return (
    <Stack gap="md" component="section" aria-labelledby="ideas-heading">
      <Title order={2} fz="lg" id="ideas-heading">
        Ideas
      </Title>
      <NewIdeaForm creatorProjectId={projectId} />
      {ideas.isPending ? <PageLoader label="Loading ideas…" /> : null}
      {ideas.isError ? <PageError error={ideas.error} onRetry={() => ideas.refetch()} /> : null}
      {ideas.data?.length === 0 ? (
        <EmptySection title="No ideas in this project yet">
          Add one above, then generate product concepts from it.
        </EmptySection>
      ) : null}
      {ideas.data?.map((idea) => (
        <IdeaCard key={idea.id} idea={idea} />
      ))}
    </Stack>
  );
}

function Workspace({ project, projects }: { project: CreatorProject; projects: CreatorProject[] }) {
  usePageTitle(`${project.title} · Product ideation`);
  return (
    <Stack gap="lg">
      <PageHeader
        title={project.title}
        description="Turn an idea into product concepts, keep the best, and save them to Your ideations."
        actions={<ProjectBar project={project} projects={projects} />}
      />
      <ProjectIdeas projectId={project.id} />
    </Stack>
  );
}

/** /product-ideation and /product-ideation/{id}: the creator project workspace. */
export default function ProductIdeationPage() {
  const { id } = useParams();
  const projects = useActiveCreatorProjects();
  if (id === undefined) return <OpenLatestProject />;
  const projectId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  if (projects.isPending) return <PageLoader label="Loading your project…" />;
  if (projects.isError) return <PageError error={projects.error} onRetry={() => projects.refetch()} />;
  const project = projects.data.find((p) => p.id === projectId);
  if (!project)
    return (
      <Stack align="flex-start" gap="xs" data-testid="project-missing">
        <EmptySection title="This project isn't open">
          It may have been archived. Your latest project is one click away.
        </EmptySection>
        <Button component={Link} to={paths.projects.ideation()} variant="light">
          Open my latest project
        </Button>
      </Stack>
    );
  // Keyed: another project starts with a fresh form and its own ideas.
  return <Workspace key={project.id} project={project} projects={projects.data} />;
}
