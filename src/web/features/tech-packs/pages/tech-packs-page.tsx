// /sourcing-agent-review (spec §2): the store's tech packs; with `?techPackId=` the editor, at `&version=`
// (read-only unless current) and on the `&step=` section; `&threadId=` links back to the agent's thread.
import { Container } from '@mantine/core';
import { PageError } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { TechPackEditor } from '../components/tech-pack-editor';
import { TechPackHistory } from '../components/tech-pack-history';
import { positiveIntParam } from '../links';

export default function TechPacksPage() {
  const [params] = useLatestSearchParams();
  const raw = params.get('techPackId');
  const id = positiveIntParam(raw);
  const version = positiveIntParam(params.get('version'));
  return (
    <Container size="xl" px={{ base: 'xs', sm: 'md' }}>
      {raw === null ? (
        <TechPackHistory />
      ) : id === undefined ? (
        <PageError
          title="This tech pack link is not valid"
          error={new Error('The link has no valid tech pack id.')}
        />
      ) : (
        <TechPackEditor
          id={id}
          version={version}
          step={params.get('step') ?? undefined}
          threadId={params.get('threadId') ?? undefined}
        />
      )}
    </Container>
  );
}
