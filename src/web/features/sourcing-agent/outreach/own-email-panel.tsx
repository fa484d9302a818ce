import {
  Alert,
  Badge,
  Button,
  Group,
  Input,
  List,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { MAX_UPLOAD_SUPPLIERS } from '../../../../shared/contract/agent-outreach';
import {
  errorText,
  useRegisterSender,
  useSenders,
  useSendOwnEmail,
  useStoreTechPacks,
  useVerifySender,
} from './api';
import { type LineError, mergeSupplierLists, parseSupplierList, type UploadRow } from './supplier-csv';

function LineErrors({ where, errors }: { where: string; errors: LineError[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={`Some lines of ${where} were not read`}>
      <List size="sm" spacing={2}>
        {errors.map((e) => (
          <List.Item key={e.line}>
            Line {e.line}: {e.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Senders() {
  const senders = useSenders();
  const register = useRegisterSender();
  const verify = useVerifySender();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) register.mutate(email.trim());
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) verify.mutate(code.trim(), { onSuccess: () => setCode('') });
  };
  const waiting = senders.data?.some((s) => !s.verified) ?? false;
  return (
    <Stack gap="xs">
      <Title order={4}>Your sender addresses</Title>
      {senders.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Loading your senders…</Text>
        </Group>
      ) : senders.isError ? (
        <Alert color="red" role="alert" title="We couldn't load your senders">
          <Stack gap="xs">
            <Text size="sm">{errorText(senders.error)}</Text>
            <Group>
              <Button size="xs" variant="light" color="red" onClick={() => senders.refetch()}>
                Try again
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : senders.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sender yet. Register the address you want suppliers to see and reply to.
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {senders.data.map((s) => (
            <li key={s.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.email}
                </Text>
                <Badge color={s.verified ? 'teal' : 'gray'} variant="light">
                  {s.verified ? 'Verified' : 'Waiting for verification'}
                </Badge>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <form onSubmit={submit} aria-label="Register a sender">
        <Group align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            label="Sender address"
            type="email"
            placeholder="you@yourbrand.example"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="default" loading={register.isPending} disabled={email.trim() === ''}>
            Register sender
          </Button>
        </Group>
      </form>
      {register.isError ? (
        <Alert color="red" role="alert" title="The sender was not registered">
          {errorText(register.error)}
        </Alert>
      ) : null}
      {register.isSuccess ? (
        <Alert color="blue" role="status" title="Check your inbox">
          We emailed a verification link to {register.data.email}. Open it (or paste its code below) to send
          from that address.
        </Alert>
      ) : null}
      {waiting ? (
        <form onSubmit={submitCode} aria-label="Verify a sender">
          <Group align="flex-end" wrap="wrap" gap="xs">
            <TextInput
              label="Verification code"
              description="From the email we sent to the address."
              value={code}
              maxLength={100}
              onChange={(e) => setCode(e.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" variant="default" loading={verify.isPending} disabled={code.trim() === ''}>
              Verify
            </Button>
          </Group>
          {verify.isError ? (
            <Text size="sm" c="red" role="alert" mt={4}>
              {errorText(verify.error)}
            </Text>
          ) : null}
          {verify.isSuccess ? (
            <Text size="sm" c="teal" role="status" mt={4}>
              {verify.data.email} is verified.
            </Text>
          ) : null}
        </form>
      ) : null}
    </Stack>
  );
}

function SendForm({ from, checking }: { from: string | null; checking: boolean }) {
  const fileId = useId();
  const packs = useStoreTechPacks();
  const send = useSendOwnEmail();
  const [fileName, setFileName] = useState('');
  const [fileRows, setFileRows] = useState<UploadRow[]>([]);
  const [fileErrors, setFileErrors] = useState<LineError[]>([]);
  const [typed, setTyped] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [techPackId, setTechPackId] = useState('');
  const typedList = parseSupplierList(typed);
  const { rows, tooMany } = mergeSupplierLists(fileRows, typedList.rows);
  const disabled = from == null;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    const parsed = parseSupplierList(await file.text());
    setFileName(file.name);
    setFileRows(parsed.rows);
    setFileErrors(parsed.errors);
  };
  const ready =
    !disabled &&
    rows.length > 0 &&
    !tooMany &&
    subject.trim() !== '' &&
    body.trim() !== '' &&
    techPackId !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    send.mutate({
      uploadSuppliers: rows,
      emailSubject: subject.trim(),
      emailBody: body.trim(),
      techPackId: Number(techPackId),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Send from your own email">
      <Stack gap="xs">
        <Title order={4}>Email your own supplier list</Title>
        {checking ? (
          <Text size="sm" c="dimmed">
            Checking your sender addresses…
          </Text>
        ) : disabled ? (
          <Alert color="gray" role="note">
            Sending is off until one of your sender addresses is verified: register one above and open the
            link we email to it.
          </Alert>
        ) : (
          <Text size="sm">
            Sent from <b>{from}</b>; replies go to that address.
          </Text>
        )}
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="xs">
            <Input.Wrapper
              label="Supplier list (CSV file)"
              description={`Columns name,email — at most ${MAX_UPLOAD_SUPPLIERS} suppliers.`}
              id={fileId}
            >
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv,text/plain"
                onChange={(e) => void onFile(e)}
                style={{ display: 'block', maxWidth: '100%', marginTop: 4 }}
              />
            </Input.Wrapper>
            {fileName ? (
              <Text size="xs" c="dimmed">
                {fileName}: {fileRows.length === 1 ? '1 supplier' : `${fileRows.length} suppliers`} read
              </Text>
            ) : null}
            <LineErrors where="the file" errors={fileErrors} />
            <Textarea
              label="Or type suppliers"
              description="One a line: name, email"
              placeholder={'Lisbon Knit, sales@lisbonknit.example'}
              autosize
              minRows={2}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
            />
            <LineErrors where="the typed list" errors={typedList.errors} />
            <Text size="sm" role="status" aria-live="polite">
              {rows.length === 1 ? '1 supplier to email' : `${rows.length} suppliers to email`}
              {tooMany ? ` — at most ${MAX_UPLOAD_SUPPLIERS} at a time` : ''}
            </Text>
            <NativeSelect
              label="Tech pack"
              description="Its summary goes with the email."
              value={techPackId}
              onChange={(e) => setTechPackId(e.currentTarget.value)}
              data={[
                {
                  value: '',
                  label: packs.isPending
                    ? 'Loading your tech packs…'
                    : packs.isError
                      ? 'Your tech packs could not be loaded'
                      : packs.data.length === 0
                        ? 'No tech pack yet — start the agent first'
                        : 'Choose a tech pack',
                },
                ...(packs.data ?? []).map((p) => ({
                  value: String(p.id),
                  label: `${p.productName} (version ${p.currentVersion})`,
                })),
              ]}
            />
            <TextInput
              label="Subject"
              value={subject}
              maxLength={200}
              onChange={(e) => setSubject(e.currentTarget.value)}
            />
            <Textarea
              label="Email"
              description="{name} is replaced by each supplier's name."
              autosize
              minRows={5}
              maxLength={10_000}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" loading={send.isPending} disabled={!ready}>
                Send {rows.length === 1 ? '1 email' : `${rows.length} emails`}
              </Button>
            </Group>
          </Stack>
        </fieldset>
        {send.isError ? (
          <Alert color="red" role="alert" title="The emails were not sent">
            {errorText(send.error)}
          </Alert>
        ) : null}
        {send.isSuccess ? (
          <Alert color="teal" role="status" title="Sent">
            {send.data.sent.length} sent from {send.data.from}
            {send.data.skipped.length
              ? `, ${send.data.skipped.length} skipped (already sent this version: ${send.data.skipped
                  .map((s) => s.email)
                  .join(', ')})`
              : ''}
            .
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

/** Emails from the founder's own verified address to a supplier list they bring (a CSV or typed rows). */
export function OwnEmailPanel() {
  const senders = useSenders();
  const verified = senders.data?.find((s) => s.verified) ?? null;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Senders />
      </Paper>
      <SendForm from={verified?.email ?? null} checking={senders.isPending} />
    </Stack>
  );
}
