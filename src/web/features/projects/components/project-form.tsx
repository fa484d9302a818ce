import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useMemo, useRef } from 'react';
import {
  CreateProjectBody,
  type CreateProjectInput,
  PROJECT_REQUEST_TYPE_LABELS,
  PROJECT_REQUEST_TYPES,
  type ProductOption,
  type Project,
  type ProjectAudience,
  type ProjectRequestType,
} from '../../../../shared/contract/projects';
import { DEFAULT_PROJECT_INTRO_MESSAGE } from '../../../../shared/rules/constants';
import { centsToDollars, dollarsToCents } from '../../../../shared/rules/money';
import { isApiError } from '../../../api/api-error';
import { contractValidator } from '../../../ui/contract-form';
import { useCreatorProjects } from '../api/get-creator-projects';
import { useCategoryOptions } from '../api/get-supplier-options';
import { useSaveProject } from '../api/save-project';
import { hasProductOption } from '../labels';
import { AttachmentsField, type AttachmentValue } from './attachments-field';
import { ProductOptionCards } from './product-option-cards';
import { SupplierPicker } from './supplier-picker';

type Values = {
  type: ProjectRequestType;
  title: string;
  description: string;
  productOption: ProductOption | null;
  quantity: number | string;
  targetPrice: number | string;
  categoryIds: string[];
  attachments: AttachmentValue[];
  audience: ProjectAudience;
  supplierIds: number[];
  introMessage: string;
  creatorProjectId: string | null;
};

function initialValues(project: Project | null, supplierId: number | null): Values {
  if (!project)
    return {
      type: 'RFP_PRODUCT',
      title: '',
      description: '',
      productOption: null,
      quantity: 500,
      targetPrice: '',
      categoryIds: [],
      attachments: [],
      audience: 'CHOSEN',
      supplierIds: supplierId ? [supplierId] : [],
      introMessage: DEFAULT_PROJECT_INTRO_MESSAGE,
      creatorProjectId: null,
    };
  return {
    type: project.type,
    title: project.title,
    description: project.description,
    productOption: project.productOption,
    quantity: project.quantity,
    targetPrice: project.targetUnitPriceCents == null ? '' : centsToDollars(project.targetUnitPriceCents),
    categoryIds: project.categoryIds.map(String),
    attachments: project.attachments,
    audience: project.audience,
    supplierIds: project.supplierIds,
    introMessage: project.introMessage,
    creatorProjectId: project.creatorProjectId == null ? null : String(project.creatorProjectId),
  };
}

const toBody = (v: Values): CreateProjectInput => ({
  type: v.type,
  title: v.title,
  description: v.description,
  productOption: hasProductOption(v.type) ? v.productOption : null,
  quantity: Number(v.quantity),
  targetUnitPriceCents: v.targetPrice === '' ? null : dollarsToCents(Number(v.targetPrice)),
  categoryIds: v.categoryIds.map(Number),
  attachmentKeys: v.attachments.map((a) => a.key),
  audience: v.audience,
  supplierIds: v.audience === 'CHOSEN' ? v.supplierIds : [],
  introMessage: v.introMessage,
  creatorProjectId: v.creatorProjectId == null ? null : Number(v.creatorProjectId),
});

/** Server field paths (`body.supplierIds`) onto this form's fields. */
const FIELD_OF: Record<string, keyof Values> = {
  targetUnitPriceCents: 'targetPrice',
  attachmentKeys: 'attachments',
};

/** The contract's rules and messages on the body the form would send (its prices in cents). */
const checkBody = contractValidator(CreateProjectBody, toBody, (path) => {
  const field = String(path[0]);
  return FIELD_OF[field] ?? field;
});

/**
 * What must hold before saving: the contract's body, with the form's own word for a quantity not entered;
 * sending also needs its audience and option (the server checks the same rules when it sends).
 */
function validate(v: Values, sending: boolean): FormErrors {
  const q = Number(v.quantity);
  const e: FormErrors = { ...checkBody(v) };
  if (v.quantity === '' || !Number.isInteger(q) || q < 1) e.quantity = 'Enter a quantity of 1 or more';
  if (sending) {
    if (v.audience === 'CHOSEN' && v.supplierIds.length === 0)
      e.supplierIds = 'Choose at least one supplier, or open the request to matching suppliers';
    if (v.audience === 'OPEN' && v.categoryIds.length === 0)
      e.categoryIds = 'Pick at least one category so matching suppliers can find the request';
    if ((v.type === 'PRODUCT' || v.type === 'RFP_PRODUCT') && !v.productOption)
      e.productOption = 'Choose one of the two options';
  }
  return e;
}

/** FORM mode: a new request, or a draft being edited. Save as a draft or send. */
export function ProjectForm({
  project,
  supplierId,
  onSaved,
}: {
  project: Project | null;
  supplierId: number | null;
  onSaved: (p: Project, sent: boolean) => void;
}) {
  const save = useSaveProject();
  const categories = useCategoryOptions();
  const creatorProjects = useCreatorProjects();
  const form = useForm<Values>({ initialValues: initialValues(project, supplierId) });
  const formKey = useRef(crypto.randomUUID());
  const categoryData = useMemo(
    () =>
      (categories.data ?? []).map((c) => ({
        value: String(c.id),
        label: `${c.subgroup} — ${c.group}, ${c.vertical}`,
      })),
    [categories.data],
  );

  async function submit(send: boolean) {
    const errors = validate(form.values, send);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    try {
      const saved = await save.mutateAsync({
        id: project?.id ?? null,
        body: toBody(form.values),
        send,
        idempotencyKey: `${formKey.current}-${send ? 'send' : 'draft'}`,
      });
      onSaved(saved, send);
    } catch (error) {
      if (!isApiError(error)) return;
      const fields = error.fieldErrors();
      form.setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([k, msg]) => [FIELD_OF[k.split('.')[0]!] ?? k.split('.')[0], msg]),
        ),
      );
    }
  }

  const v = form.values;
  return (
    <form
      aria-label="Custom project request"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(true);
      }}
    >
      <Stack gap="lg" maw={760}>
        {save.error ? (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        ) : null}
        <Select
          label="Request type"
          data={PROJECT_REQUEST_TYPES.map((t) => ({ value: t, label: PROJECT_REQUEST_TYPE_LABELS[t] }))}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <TextInput
          label="Title"
          required
          placeholder="e.g. Soy candle in an amber jar"
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={4}
          placeholder="Materials, sizes, colours, finish, packaging, anything the supplier should know"
          {...form.getInputProps('description')}
        />
        {hasProductOption(v.type) ? (
          <ProductOptionCards
            value={v.productOption}
            onChange={(o) => form.setFieldValue('productOption', o)}
            error={form.errors.productOption as string | undefined}
          />
        ) : null}
        <Group grow align="flex-start">
          <NumberInput
            label="Quantity"
            required
            min={1}
            allowDecimal={false}
            thousandSeparator=","
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label="Target unit price (USD)"
            description="Optional"
            min={0}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('targetPrice')}
          />
        </Group>
        <MultiSelect
          label="Categories"
          placeholder={categories.isLoading ? 'Loading categories…' : 'Search categories'}
          searchable
          limit={50}
          data={categoryData}
          maxValues={20}
          {...form.getInputProps('categoryIds')}
        />
        {creatorProjects.data && creatorProjects.data.length > 0 ? (
          <Select
            label="Part of project"
            description="Optional: the product project this request belongs to"
            clearable
            data={creatorProjects.data.map((p) => ({ value: String(p.id), label: p.title }))}
            {...form.getInputProps('creatorProjectId')}
          />
        ) : null}
        <AttachmentsField value={v.attachments} onChange={(a) => form.setFieldValue('attachments', a)} />
        <Radio.Group label="Who should quote?" {...form.getInputProps('audience')}>
          <Stack gap="xs" mt="xs">
            <Radio value="CHOSEN" label="Suppliers I choose" />
            <Radio value="OPEN" label="Open to matching suppliers (by category)" />
          </Stack>
        </Radio.Group>
        {v.audience === 'CHOSEN' ? (
          <SupplierPicker
            value={v.supplierIds}
            onChange={(ids) => form.setFieldValue('supplierIds', ids)}
            error={form.errors.supplierIds as string | undefined}
          />
        ) : null}
        <Textarea label="Intro message" autosize minRows={2} {...form.getInputProps('introMessage')} />
        <Group>
          <Button type="submit" loading={save.isPending && save.variables?.send}>
            Send request
          </Button>
          <Button
            variant="default"
            onClick={() => void submit(false)}
            loading={save.isPending && !save.variables?.send}
          >
            Save draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
