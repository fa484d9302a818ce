import { Alert, Box, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { AnalyzeSupplierPanel } from './analyze-supplier-panel';
import { errorText, useVerifySender } from './api';
import { MembershipPanel } from './membership-panel';
import { OwnEmailPanel } from './own-email-panel';

type ToolTab = 'analyze' | 'own-email' | 'membership';

/** The link mailed to a new sender (`?verifySender=<token>`) verifies it once, then leaves the address. */
function useVerifyFromLink(onOpen: () => void) {
  const [params, setParams] = useLatestSearchParams();
  const token = params.get('verifySender');
  const verify = useVerifySender();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!token || done.current === token) return;
    done.current = token;
    onOpen();
    verify.mutate(token, {
      onSettled: () =>
        setParams(
          (old) => {
            const next = new URLSearchParams(old);
            next.delete('verifySender');
            return next;
          },
          { replace: true },
        ),
    });
  }, [token, verify, setParams, onOpen]);
  return verify;
}

/** /sourcing-agent's outreach tools: read a supplier's site, email from your own address, join the membership. */
export function OutreachTools() {
  const [tab, setTab] = useState<ToolTab>('analyze');
  const openOwnEmail = useRef(() => setTab('own-email')).current;
  const verify = useVerifyFromLink(openOwnEmail);
  return (
    <Stack gap="sm" component="section" aria-labelledby="outreach-tools-title">
      <Text fw={600} component="h2" size="lg" m={0} id="outreach-tools-title">
        Outreach tools
      </Text>
      {verify.isError ? (
        <Alert color="red" role="alert" title="The sender was not verified">
          {errorText(verify.error)}
        </Alert>
      ) : null}
      {verify.isSuccess ? (
        <Alert color="teal" role="status" title="Sender verified">
          You can now send from {verify.data.email}.
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(v) => v && setTab(v as ToolTab)} keepMounted={false}>
        <Tabs.List aria-label="Outreach tools">
          <Tabs.Tab value="analyze">Analyze a website</Tabs.Tab>
          <Tabs.Tab value="own-email">Send from your email</Tabs.Tab>
          <Tabs.Tab value="membership">Membership</Tabs.Tab>
        </Tabs.List>
        <Box pt="md">
          <Tabs.Panel value="analyze">
            <AnalyzeSupplierPanel />
          </Tabs.Panel>
          <Tabs.Panel value="own-email">
            <OwnEmailPanel />
          </Tabs.Panel>
          <Tabs.Panel value="membership">
            <MembershipPanel />
          </Tabs.Panel>
        </Box>
      </Tabs>
    </Stack>
  );
}
