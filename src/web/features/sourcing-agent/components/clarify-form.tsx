import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AgentBrief, AgentQuestion, BriefField } from '../../../../shared/contract/agent-threads';
import { BRIEF_LABELS } from '../../../../shared/rules/agent-brief';

const BOX_OPTIONS = [
  { value: 'MAILER', label: 'Mailer' },
  { value: 'RSC', label: 'Regular slotted carton (RSC)' },
  { value: 'FOLDING_CARTON', label: 'Folding carton' },
  { value: 'RIGID', label: 'Rigid box' },
];

type Values = Record<string, string | number>;

/** The answers as the brief takes them; a field left empty is not sent. */
export function toAnswers(questions: AgentQuestion[], v: Values): AgentBrief {
  const out: Record<string, unknown> = {};
  const num = (k: string) => (v[k] === '' || v[k] === undefined ? undefined : Number(v[k]));
  for (const { field } of questions) {
    if (field === 'dimensions') {
      const [l, w, h] = [num('dimensions.length'), num('dimensions.width'), num('dimensions.height')];
      if (l !== undefined && w !== undefined && h !== undefined)
        out.dimensions = { length: l, width: w, height: h };
      continue;
    }
    const raw = v[field];
    if (raw === undefined || raw === '') continue;
    if (field === 'quantity') out.quantity = Number(raw);
    else if (field === 'targetUnitCostCents') out.targetUnitCostCents = Math.round(Number(raw) * 100);
    else if (field === 'destinationCountry') out.destinationCountry = String(raw).trim().toUpperCase();
    else out[field] = String(raw).trim();
  }
  return out as AgentBrief;
}

/** The clarifying questions as a form: one control a question, labelled with the question. */
export function ClarifyForm({
  questions,
  busy,
  onSubmit,
}: {
  questions: AgentQuestion[];
  busy: boolean;
  onSubmit: (answers: AgentBrief) => void;
}) {
  const [values, setValues] = useState<Values>({});
  const set = (k: string) => (value: string | number) => setValues((old) => ({ ...old, [k]: value }));
  const answers = toAnswers(questions, values);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(answers).length > 0) onSubmit(answers);
  };
  const control = (q: AgentQuestion) => {
    const f: BriefField = q.field;
    const common = { label: q.text, description: BRIEF_LABELS[f] };
    switch (f) {
      case 'quantity':
        return (
          <NumberInput
            {...common}
            min={1}
            allowDecimal={false}
            thousandSeparator=","
            value={values[f] ?? ''}
            onChange={set(f)}
          />
        );
      case 'targetUnitCostCents':
        return (
          <NumberInput
            {...common}
            min={0.01}
            decimalScale={2}
            prefix="$"
            value={values[f] ?? ''}
            onChange={set(f)}
          />
        );
      case 'destinationCountry':
        return (
          <TextInput
            {...common}
            description="Two letters, e.g. US"
            maxLength={2}
            value={String(values[f] ?? '')}
            onChange={(e) => set(f)(e.currentTarget.value)}
          />
        );
      case 'productionDate':
        return (
          <TextInput
            {...common}
            type="date"
            value={String(values[f] ?? '')}
            onChange={(e) => set(f)(e.currentTarget.value)}
          />
        );
      case 'boxType':
        return (
          <Select
            {...common}
            data={BOX_OPTIONS}
            value={(values[f] as string) ?? null}
            onChange={(v) => set(f)(v ?? '')}
          />
        );
      case 'dimensions':
        return (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {q.text}
            </Text>
            <Group grow gap="xs">
              {(['length', 'width', 'height'] as const).map((d) => (
                <NumberInput
                  key={d}
                  label={`${d[0]!.toUpperCase()}${d.slice(1)} (in)`}
                  min={0.1}
                  decimalScale={2}
                  value={values[`dimensions.${d}`] ?? ''}
                  onChange={set(`dimensions.${d}`)}
                />
              ))}
            </Group>
          </Stack>
        );
      default:
        return (
          <TextInput
            {...common}
            value={String(values[f] ?? '')}
            onChange={(e) => set(f)(e.currentTarget.value)}
          />
        );
    }
  };
  return (
    <form onSubmit={submit} aria-label="Clarifying questions">
      <Stack gap="sm">
        {questions.map((q) => (
          <div key={q.field}>{control(q)}</div>
        ))}
        <Group>
          <Button type="submit" loading={busy} disabled={Object.keys(answers).length === 0}>
            Send answers
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
